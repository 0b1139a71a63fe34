/**
 * What holds in every reachable state: every tile, decree and charm is in exactly
 * one place; scores are the sum of their sources; boards, columns and grass obey the
 * rules' limits. Checked by the conformance suite and the simulation.
 */
import { BUILDING_TILES, DECREES, FAIRY_MAGIC, GRASS_TILES, START_TILES, tile } from './tiles.js';
import type { FeuvilleState } from './types.js';
import { POINT_SOURCES, ROWS } from './types.js';

function tally(into: Map<string, number>, ids: readonly (string | null)[]): void {
  for (const id of ids) if (id !== null) into.set(id, (into.get(id) ?? 0) + 1);
}

function once(what: string, expected: readonly string[], seen: Map<string, number>, out: string[]): void {
  for (const id of expected) if (seen.get(id) !== 1) out.push(`${what} ${id} is in ${seen.get(id) ?? 0} places`);
  const known = new Set(expected);
  for (const id of seen.keys()) if (!known.has(id)) out.push(`unknown ${what} ${id}`);
}

export function invariants(s: FeuvilleState): string[] {
  const out: string[] = [];
  const tiles = new Map<string, number>();
  const decrees = new Map<string, number>();
  const charms = new Map<string, number>();
  for (const r of ROWS) {
    tally(tiles, s.stacks[r].I);
    tally(tiles, s.stacks[r].II);
    tally(tiles, s.rows[r]);
  }
  tally(decrees, s.decreeStack);
  tally(decrees, s.decrees);
  tally(decrees, s.townTiles);
  tally(charms, s.fairyPool);
  tally(charms, s.fairyDisplay);
  for (const id of s.box) tally(id.startsWith('decree') ? decrees : tiles, [id]);
  let grassUsed = 0;
  s.players.forEach((p, seat) => {
    for (const c of p.columns) {
      tally(tiles, c.tiles);
      if (c.grass === 'plain') grassUsed++;
      c.tiles.forEach((id, level) => {
        if (tile(id).row !== ROWS[level]) out.push(`seat ${seat}: ${id} at level ${level}`);
      });
      if (c.tiles.length > 3) out.push(`seat ${seat}: column over 3 tiles`);
    }
    const items = [...p.board.map((b) => b.item), ...(p.hand ? [p.hand] : [])];
    for (const it of items) tally(it.kind === 'tile' ? tiles : it.kind === 'decree' ? decrees : charms, [it.id]);
    tally(charms, p.fairy);
    tally(
      charms,
      p.board.map((b) => b.protection),
    );
    tally(decrees, p.scored);
    if (p.board.length > 2) out.push(`seat ${seat}: ${p.board.length} tiles on the board`);
    if (p.fairy.length > 2) out.push(`seat ${seat}: ${p.fairy.length} fairy magic on the board`);
    const crests = p.columns.filter((c) => c.grass === 'crest').length;
    if (crests !== (p.townDone ? 1 : 0)) out.push(`seat ${seat}: crest grass does not match the town evaluation`);
    const sum = POINT_SOURCES.reduce((n, k) => n + p.points[k], 0);
    if (sum !== p.score) out.push(`seat ${seat}: score ${p.score} is not the sum of its sources ${sum}`);
    if (POINT_SOURCES.some((k) => p.points[k] < 0)) out.push(`seat ${seat}: negative points`);
  });
  if (s.grass + grassUsed !== GRASS_TILES || s.grass < 0) out.push(`grass: ${s.grass} left + ${grassUsed} used`);
  once('tile', [...BUILDING_TILES.map((t) => t.id), ...START_TILES.slice(0, s.seats).map((t) => t.id)], tiles, out);
  once(
    'decree',
    DECREES.map((d) => d.id),
    decrees,
    out,
  );
  once(
    'fairy magic',
    FAIRY_MAGIC.map((f) => f.id),
    charms,
    out,
  );
  return out;
}
