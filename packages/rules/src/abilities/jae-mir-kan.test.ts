// Jae Mir Kan (Mahact agent): a follower's strategy token paid with one of the active player's command
// tokens from the board; the agent is exhausted until the status phase.

import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import { updatePlayer } from '../state/update.ts';
import {
  HACAN,
  LETNEV,
  SOL,
  expectApplied,
  expectRefusal,
  must,
  notes,
  pools,
  run,
  started,
  tableWith,
  withPools,
  withTokensOnBoard,
} from '../../test-support/card-fixtures.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';

const MAHACT: Seat = LETNEV;
/** Sol's home (Jord): never where the test puts Sol's token. */
const ELSEWHERE = '1';

/** Sol plays `card` with one command token on the board; seat 3 is the Mahact with an empty strategy pool. */
function open(card: StrategyCardId, exhausted = false): { s: GameState; system: string } {
  let s = withTokensOnBoard(tableWith(card, SOL), SOL, 1);
  const system = s.galaxy.systems.find((x) => x.tokens.includes(SOL))?.systemId as string;
  expect(system).not.toBe(ELSEWHERE);
  s = updatePlayer(s, MAHACT, (p) => ({
    ...p,
    faction: 'mahact-gene-sorcerers',
    ...(exhausted ? { exhaustedCards: ['jae-mir-kan'] } : {}),
  }));
  s = withPools(s, MAHACT, { tactic: 3, fleet: 3, strategy: 0 });
  return { s: started(s, card), system };
}

const tokensIn = (s: GameState, system: string) =>
  s.galaxy.systems.find((x) => x.systemId === system)?.tokens ?? [];

describe('Jae Mir Kan (Mahact agent)', () => {
  it('is offered to the Mahact with an empty strategy pool, and pays with the active player’s token', () => {
    const opened = open('diplomacy');
    const { system } = opened;
    let { s } = opened;
    s = must(s, SOL, { type: 'resolve-primary', choices: { system: '1', ready: [] } });
    expect(legalIntents(s, { kind: 'seat', seat: MAHACT })).toContainEqual({
      type: 'follow',
      choices: { ready: [] },
      jaeMirKan: system,
    });
    const solReinforcements = reinforcementTokens(s, SOL);
    const out = run(s, MAHACT, { type: 'follow', choices: { ready: [] }, jaeMirKan: system });
    expectApplied(out);
    expect(tokensIn(out.state, system)).not.toContain(SOL);
    expect(reinforcementTokens(out.state, SOL)).toBe(solReinforcements + 1);
    expect(pools(out.state, MAHACT).strategy).toBe(0);
    expect(out.state.players[MAHACT]?.exhaustedCards).toEqual(['jae-mir-kan']);
    expect(notes(out).join(' ')).toContain('exhausts Jae Mir Kan');
  });

  it('exhausted, it is refused and not offered', () => {
    const opened = open('diplomacy', true);
    const { system } = opened;
    let { s } = opened;
    s = must(s, SOL, { type: 'resolve-primary', choices: { system: '1', ready: [] } });
    expect(legalIntents(s, { kind: 'seat', seat: MAHACT }).some((i) => i.type === 'follow')).toBe(false);
    expectRefusal(
      run(s, MAHACT, { type: 'follow', choices: { ready: [] }, jaeMirKan: system }),
      'Jae Mir Kan is exhausted until the status phase.',
    );
  });

  it('refuses a system without the active player’s token, and another faction', () => {
    let { s } = open('diplomacy');
    s = must(s, SOL, { type: 'resolve-primary', choices: { system: '1', ready: [] } });
    expectRefusal(
      run(s, MAHACT, { type: 'follow', choices: { ready: [] }, jaeMirKan: ELSEWHERE }),
      'P1 has no command token in the Jord system: Jae Mir Kan takes one of theirs from the board.',
    );
    expectRefusal(
      run(s, HACAN, { type: 'follow', choices: { ready: [] }, jaeMirKan: ELSEWHERE }),
      "Jae Mir Kan is the Mahact's agent.",
    );
  });

  it('is refused where following costs no strategy token (Leadership)', () => {
    const opened = open('leadership');
    const { system } = opened;
    let { s } = opened;
    s = must(s, SOL, { type: 'resolve-primary', choices: { pools: { tactic: 1, fleet: 1, strategy: 1 } } });
    expectRefusal(
      run(s, MAHACT, {
        type: 'follow',
        choices: { payment: { planets: [], tradeGoods: 0 }, pools: { tactic: 0, fleet: 0, strategy: 0 } },
        jaeMirKan: system,
      }),
      'Following Leadership costs you no strategy token here: Jae Mir Kan has nothing to pay.',
    );
  });

  it('on an ordered card (Politics) the token is taken when the follow is applied, in seat order', () => {
    const opened = open('politics');
    const { system } = opened;
    let { s } = opened;
    while (s.strategic?.step === 'primary') {
      const primary = legalIntents(s, { kind: 'seat', seat: SOL }).find((i) => i.type === 'resolve-primary');
      if (!primary) throw new Error('no primary offered');
      s = must(s, SOL, primary);
    }
    s = must(s, MAHACT, { type: 'follow', choices: {}, jaeMirKan: system });
    expect(tokensIn(s, system)).toContain(SOL); // Hacan and P3 before the Mahact have not decided
    s = must(s, HACAN, { type: 'skip-secondary' });
    s = must(s, 2, { type: 'skip-secondary' });
    expect(tokensIn(s, system)).not.toContain(SOL);
    expect(s.players[MAHACT]?.exhaustedCards).toEqual(['jae-mir-kan']);
  });
});
