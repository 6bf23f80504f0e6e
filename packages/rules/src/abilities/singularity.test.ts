// Technological Singularity (Nekro Virus) and the Valefar Assimilators X and Y: after a combat (at the
// table), the Nekro take a technology the opponent owns, or put an assimilator token on the opponent's
// faction technology and have its ability.

import { describe, expect, it } from 'vitest';
import { unitStats } from '../board/forces.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import {
  expectApplied,
  expectRefusal,
  inActionPhase,
  newGame,
  notes,
  run,
} from '../../test-support/test-helpers.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';
import { singularityChoices } from './singularity.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

const SOL: Seat = 0;
const NEKRO: Seat = 1;
const HACAN: Seat = 2;
const ARBOREC: Seat = 3;

function table(): GameState {
  let s = inActionPhase(
    newGame(4, 'singularity', ['federation-of-sol', 'nekro-virus', 'emirates-of-hacan', 'arborec']),
    'leadership',
    SOL,
  );
  s = updatePlayer(s, ARBOREC, (p) => ({ ...p, technologies: [...p.technologies, 'letani-warrior-ii'] }));
  return s;
}

describe('Technological Singularity', () => {
  it('the Nekro take a technology the opponent owns, out of turn, and the log says from whom', () => {
    const s = table();
    expect(s.players[HACAN]?.technologies).toContain('sarween-tools');
    expect(
      legalIntents(s, { kind: 'seat', seat: NEKRO }).some((i) => i.type === 'technological-singularity'),
    ).toBe(true);
    const out = run(s, NEKRO, {
      type: 'technological-singularity',
      from: HACAN,
      technology: 'sarween-tools',
    });
    expectApplied(out);
    expect(out.state.players[NEKRO]?.technologies).toContain('sarween-tools');
    expect(out.state.players[HACAN]?.technologies).toContain('sarween-tools');
    expect(notes(out).join(' ')).toMatch(/takes Sarween Tools from .* \(Technological Singularity\)/);
    expectRefusal(
      run(out.state, NEKRO, { type: 'technological-singularity', from: HACAN, technology: 'sarween-tools' }),
      'You already own Sarween Tools.',
    );
  });

  it('only what the opponent owns, only the Nekro, only in the action phase', () => {
    const s = table();
    expect(
      run(s, NEKRO, { type: 'technological-singularity', from: HACAN, technology: 'fleet-logistics' }),
    ).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
    expect(
      run(s, SOL, { type: 'technological-singularity', from: HACAN, technology: 'sarween-tools' }),
    ).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
    const strategy = newGame(4, 'singularity', [
      'federation-of-sol',
      'nekro-virus',
      'emirates-of-hacan',
      'arborec',
    ]);
    expectRefusal(
      run(strategy, NEKRO, { type: 'technological-singularity', from: HACAN, technology: 'sarween-tools' }),
      'Technological Singularity follows a combat: in the action phase.',
    );
  });

  it('a faction technology takes an assimilator token, and then the Nekro have its ability', () => {
    const s = table();
    expect(
      run(s, NEKRO, { type: 'technological-singularity', from: ARBOREC, technology: 'letani-warrior-ii' }),
    ).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
    // Their two assimilators are theirs from the start: nothing to research.
    const owning = s;
    expect(unitStats(owning, NEKRO, 'infantry').production).toBeUndefined();
    const out = run(owning, NEKRO, {
      type: 'technological-singularity',
      from: ARBOREC,
      technology: 'letani-warrior-ii',
      assimilator: 'x',
    });
    expectApplied(out);
    const nekro = out.state.players[NEKRO];
    expect(nekro?.valefar).toEqual({ x: 'letani-warrior-ii' });
    expect(nekro?.technologies).not.toContain('letani-warrior-ii');
    expect(hasTechAbility(nekro, 'letani-warrior-ii')).toBe(true);
    // The copied upgrade is theirs to use: their infantry produce like Letani Warrior II.
    expect(unitStats(out.state, NEKRO, 'infantry').production).toBe(2);
    expect(notes(out).join(' ')).toMatch(/Valefar Assimilator X token on .*Letani Warrior II/);
    // The other token cannot go on the same technology.
    expectRefusal(
      run(out.state, NEKRO, {
        type: 'technological-singularity',
        from: ARBOREC,
        technology: 'letani-warrior-ii',
        assimilator: 'y',
      }),
      'An assimilator token is already on Letani Warrior II.',
    );
  });

  it('an assimilator copies faction technologies only; a token may move to another', () => {
    const owning = table();
    expect(
      run(owning, NEKRO, {
        type: 'technological-singularity',
        from: HACAN,
        technology: 'sarween-tools',
        assimilator: 'x',
      }),
    ).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
    const first = run(owning, NEKRO, {
      type: 'technological-singularity',
      from: ARBOREC,
      technology: 'letani-warrior-ii',
      assimilator: 'x',
    });
    expectApplied(first);
    const hacan = updatePlayer(first.state, HACAN, (p) => ({
      ...p,
      technologies: [...p.technologies, 'quantum-datahub-node'],
    }));
    const moved = run(hacan, NEKRO, {
      type: 'technological-singularity',
      from: HACAN,
      technology: 'quantum-datahub-node',
      assimilator: 'x',
    });
    expectApplied(moved);
    expect(moved.state.players[NEKRO]?.valefar).toEqual({ x: 'quantum-datahub-node' });
    expect(notes(moved).join(' ')).toMatch(/token \(from Letani Warrior II\) on/);
    expect(unitStats(moved.state, NEKRO, 'infantry').production).toBeUndefined();
  });
});

describe('Technological Singularity offer', () => {
  it('lists every technology of every opponent the Nekro may take, each applying, and nothing else', () => {
    const s = table();
    const intents = expectOffersApply(s, NEKRO, 'technological-singularity');
    const expected = singularityChoices(s, NEKRO).map((c) => ({ type: 'technological-singularity', ...c }));
    expect(intents).toEqual(expected);
    expect(intents).toContainEqual({
      type: 'technological-singularity',
      from: HACAN,
      technology: 'sarween-tools',
    });
    expect(
      intents.some(
        (i) => i.from === ARBOREC && i.technology === 'letani-warrior-ii' && i.assimilator === 'y',
      ),
    ).toBe(true);
    const mine = s.players[NEKRO]?.technologies[0] as string;
    expect(run(s, NEKRO, { type: 'technological-singularity', from: SOL, technology: mine }).ok).toBe(false);
    expect(viewOffers(s, SOL, 'technological-singularity')).toEqual([]);
  });
});
