/**
 * Why a public move of the main phase (one no hand card is part of) is not
 * one of the choices: the first
 * rule it breaks, as a code the table words (components/feudalia/refusals.ts).
 * Only called once the move is known to be refused; anything not named here
 * stays 'not-legal'.
 */
import type { Seat } from '../../core/game.js';
import { type Result, fail } from '../../core/result.js';
import { faceOf, master } from './cards.js';
import { citiesFor } from './legal.js';
import { affordable } from './pay.js';
import type { FeudaliaAction, FeudaliaState } from './types.js';
import { buildable, buildCost, estateFor } from './works.js';

const cannotPay = () => fail('cannot-pay', 'You cannot pay for that: not enough coins or cubes.');

export function whyNot(s: FeudaliaState, a: FeudaliaAction, seat: Seat): Result<never> {
  const p = s.players[seat]!;
  switch (a.type) {
    case 'upgrade': {
      const f = p.fiefs[a.fief];
      if (!f) break;
      const cost = faceOf(f).upgrade;
      if (!cost) return fail('top-level', 'That fief is at its highest level.');
      if (f.level === 0 && estateFor(s, f) === undefined) return fail('no-estate', 'No level 1 fief of that type is left.');
      if (!affordable(p, cost)) return cannotPay();
      break;
    }
    case 'build': {
      if (!buildable(s, p).includes(a.part)) return fail('not-buildable', 'That part of the cathedral cannot be built now.');
      if (!affordable(p, buildCost(s, a.part)!)) return cannotPay();
      break;
    }
    case 'scout':
      if (!p.fiefs.some((f) => f.cities.some((c) => c === null))) return fail('no-free-city', 'Every city of yours already has a master.');
      if (s.turn.scouted) return fail('scouted', 'Choose from the two masters you drew first.');
      if (!s.masterPile.length && !s.masterBottom.length) return fail('no-masters', 'The master deck is empty.');
      break;
    case 'recruit': {
      if (!s.masters.includes(a.master) && !s.cathedralMasters.includes(a.master)) return fail('no-master', 'That master is not there.');
      const m = master(a.master);
      if (!citiesFor(p, m).some((c) => c.fief === a.fief && c.city === a.city))
        return fail('no-city', 'That master needs a free city of its colour and level.');
      if (!affordable(p, m.cost)) return cannotPay();
      break;
    }
    case 'use': {
      const c = p.fiefs[a.fief]?.cities[a.city];
      if (!c) return fail('no-master', 'That master is not there.');
      if (c.used) return fail('master-used', 'That master has acted this turn.');
      const act = master(c.id).action;
      if (act?.when === 'main' && !affordable(p, act.cost, a.fief)) return cannotPay();
      break;
    }
  }
  return fail('not-legal', 'That is not one of the choices now.');
}
