/**
 * Every text colour is readable on every background it is drawn on, in the light
 * theme and in the dark one: WCAG 2.2's contrast ratio, 4.5:1 for text (1.4.3),
 * 3:1 for the borders and rings that show a control or a state (1.4.11).
 */
import { describe, expect, it } from 'vitest';
import { SEATS, SHARED, type Pair } from '../../components/shared/palette.js';
import { FV } from '../../components/feuville/palette.js';
import { LANDS, MM_INK } from '../../components/medieval-manor/palette.js';
import { TILE } from '../../components/shared/tile.js';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Case = readonly [what: string, fg: Pair, bg: Pair, min: number];
const TEXT = 4.5;
const UI = 3;
const S = SHARED;

const cases: Case[] = [
  ...(['paper', 'panel', 'face', 'great', 'era', 'win', 'field'] as const).map((bg): Case => [`ink on ${bg}`, S.ink, S[bg], TEXT]),
  ...(['paper', 'panel', 'face'] as const).map((bg): Case => [`muted on ${bg}`, S.muted, S[bg], TEXT]),
  ...(['accent', 'good', 'bad'] as const).flatMap((fg) => (['paper', 'panel'] as const).map((bg): Case => [`${fg} on ${bg}`, S[fg], S[bg], TEXT])),
  ['accent-ink on accent', S['accent-ink'], S.accent, TEXT],
  ['back-ink on back', S['back-ink'], S.back, TEXT],
  ['back-ink on back-2', S['back-ink'], S['back-2'], TEXT],
  ['bar-ink on bar', S['bar-ink'], S.bar, TEXT],
  ...(['paper', 'panel'] as const).flatMap((bg) => (['line', 'focus', 'good', 'accent'] as const).map((fg): Case => [`${fg} ring on ${bg}`, S[fg], S[bg], UI])),
  ['great-line on great', S['great-line'], S.great, UI],
  ['era-line on era', S['era-line'], S.era, UI],
  // tt-card: the title on its family's band, the family's ribbon (words in the face colour on the frame colour).
  ...(['band', 'great-band', 'era-band'] as const).map((bg): Case => [`ink on ${bg}`, S.ink, S[bg], TEXT]),
  ['face on great-line (ribbon)', S.face, S['great-line'], TEXT],
  ['face on era-line (ribbon)', S.face, S['era-line'], TEXT],
  ['line frame on face', S.line, S.face, UI],
  // tt-tile: words on its tones (plain and gold: ink on face and great, above), their frames, a badge's frame, the owner's caption on a back.
  ['ink on tile sky', S.ink, TILE.sky, TEXT],
  ['tile dark-ink on dark', TILE['dark-ink'], TILE.dark, TEXT],
  ['tile sky-line on sky', TILE['sky-line'], TILE.sky, UI],
  ['good ring on tile sky', S.good, TILE.sky, UI],
  ['great-line frame on face (badge)', S['great-line'], S.face, UI],
  // Feuville: words on tiles and spots, the gnome's mark, a burnt column, a fairy tile's back.
  ...(['board', 'wall', 'tower', 'sky', 'start', 'decree', 'magic'] as const).map((bg): Case => [`ink on Feuville ${bg}`, S.ink, FV[bg], TEXT]),
  ...(['board', 'panel'] as const).map((bg): Case => [`muted on Feuville ${bg}`, S.muted, bg === 'board' ? FV.board : S.panel, TEXT]),
  ['Feuville gnome on face', FV.gnome, S.face, TEXT],
  ['Feuville ruin-ink on ruin', FV['ruin-ink'], FV.ruin, TEXT],
  ['Feuville fairy-ink on fairy-back', FV['fairy-ink'], FV['fairy-back'], TEXT],
  ['Feuville fairy-ink on fairy-back-2', FV['fairy-ink'], FV['fairy-back-2'], TEXT],
  ['Feuville good ring on board', S.good, FV.board, UI],
  // Medieval Manor: every word drawn on a land.
  ...Object.entries(LANDS).flatMap(([land, bg]): Case[] => [
    [`ink on ${land}`, S.ink, bg, TEXT],
    [`muted on ${land}`, S.muted, bg, TEXT],
    [`good on ${land}`, S.good, bg, TEXT],
    [`modifier on ${land}`, MM_INK.mod, bg, TEXT],
    [`castle on ${land}`, MM_INK.castle, bg, TEXT],
  ]),
  // Every table's seat colours (an edge of a player's panel and of the turn banner, on the page and on the panel; a flag's fill;
  // Feuville's player on its board's colour), and Medieval Manor's placed card on its tile (words on the face, the owner's
  // colour as its frame, on the face and on every land), and a plain card's ribbon (tt-card's: the face colour on the muted one).
  ...SEATS.flatMap((seat, i): Case[] => [
    ...(['paper', 'panel', 'face'] as const).map((bg): Case => [`seat ${i + 1} edge on ${bg}`, seat, S[bg], UI]),
    [`seat ${i + 1} edge on Feuville board`, seat, FV.board, UI],
    ...Object.entries(LANDS).map(([land, bg]): Case => [`seat ${i + 1} frame on ${land}`, seat, bg, UI]),
  ]),
  ['good on face (a placed card: new this turn)', S.good, S.face, TEXT],
  ['face on muted (plain ribbon)', S.face, S.muted, TEXT],
];

describe('colour contrast, light and dark', () => {
  it('the contrast function gives WCAG’s figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const [theme, i] of [
    ['light', 0],
    ['dark', 1],
  ] as const) {
    it(`${theme}: every pair reaches its minimum`, () => {
      const low = cases
        .map(([what, fg, bg, min]) => ({ what, ratio: contrast(fg[i], bg[i]), min }))
        .filter((c) => c.ratio < c.min)
        .map((c) => `${c.what}: ${c.ratio.toFixed(2)} < ${c.min}`);
      expect(low).toEqual([]);
    });
  }
});
