// Technology for the factions whose abilities change it: the Nekro Virus never research and gain three
// command tokens for each technology instead (Propagation); the Universities of Jol-Nar may follow by
// resolving the primary instead (Brilliant). Sol's seat plays the active player, Hacan's the follower.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  must,
  notes,
  refused,
  run,
  setPlanet,
  SOL,
  table,
  withTradeGoods,
} from '../../../test-support/build-fixtures.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import { researchable } from '../research.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { reinforcementTokens } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';

const NEKRO = 'nekro-virus';
const JOL_NAR = 'universities-of-jol-nar';
const as = (state: GameState, seat: Seat, faction: string) =>
  updatePlayer(state, seat, (p) => ({ ...p, faction }));
const fresh = () => table({ card: 'technology', holder: SOL });
const started = (state: GameState) => must(state, SOL, { type: 'strategic-action', card: 'technology' });
const primary = (choices: object): Intent => ({ type: 'resolve-primary', choices });
const follow = (choices: object): Intent => ({ type: 'follow', choices });
const noPay = { planets: [] as string[], tradeGoods: 0 };
const pools = (s: GameState, seat: Seat) => s.players[seat]?.pools;

describe('Propagation (Nekro Virus): three command tokens for each technology it would research', () => {
  it('the primary gives three tokens where the player puts them, and researches nothing', () => {
    const before = started(as(fresh(), SOL, NEKRO));
    const s = must(
      before,
      SOL,
      primary({ research: [], payment: noPay, tokens: { tactic: 0, fleet: 2, strategy: 1 } }),
    );
    const was = pools(before, SOL);
    expect(pools(s, SOL)).toEqual({
      tactic: was?.tactic,
      fleet: (was?.fleet ?? 0) + 2,
      strategy: (was?.strategy ?? 0) + 1,
    });
    expect(s.players[SOL]?.technologies).toEqual(before.players[SOL]?.technologies);
    const said = notes(
      run(
        before,
        SOL,
        primary({ research: [], payment: noPay, tokens: { tactic: 0, fleet: 2, strategy: 1 } }),
      ),
    );
    expect(said.join(' ')).toMatch(
      /gains 3 command tokens instead of researching \(Propagation\): tactic 0, fleet 2, strategy 1/,
    );
  });

  it('a second three for six resources, as a second technology would cost', () => {
    const before = started(as(withTradeGoods(fresh(), SOL, 2), SOL, NEKRO));
    const s = must(
      before,
      SOL,
      primary({
        research: [],
        payment: { planets: ['jord'], tradeGoods: 2 },
        tokens: { tactic: 2, fleet: 2, strategy: 2 },
      }),
    );
    expect(pools(s, SOL)?.tactic).toBe((pools(before, SOL)?.tactic ?? 0) + 2);
    expect(s.players[SOL]?.tradeGoods).toBe(0);
    expect(s.galaxy.planets['jord']?.exhausted).toBe(true);
  });

  it('researching is refused with the reason, and so are the wrong number of tokens', () => {
    const before = started(as(fresh(), SOL, NEKRO));
    expect(researchable(before, SOL)).toEqual([]);
    expect(
      refused(
        before,
        SOL,
        primary({ research: [{ technology: 'neural-motivator', skips: [] }], payment: noPay }),
      ).message,
    ).toMatch(/never research technology \(Propagation\)/);
    expect(
      refused(
        before,
        SOL,
        primary({ research: [], payment: noPay, tokens: { tactic: 1, fleet: 1, strategy: 0 } }),
      ).message,
    ).toBe(
      'Propagation: you gain 3 command tokens instead of researching; place exactly 3 in your pools (you placed 2).',
    );
  });

  it('reinforcements limit the tokens', () => {
    const crowded = updatePlayer(as(fresh(), SOL, NEKRO), SOL, (p) => ({
      ...p,
      pools: { ...p.pools, tactic: p.pools.tactic + reinforcementTokens(fresh(), SOL) - 1 },
    }));
    const before = started(crowded);
    expect(reinforcementTokens(before, SOL)).toBe(1);
    expect(
      refused(
        before,
        SOL,
        primary({ research: [], payment: noPay, tokens: { tactic: 3, fleet: 0, strategy: 0 } }),
      ).message,
    ).toContain('your reinforcements hold only 1');
    must(
      before,
      SOL,
      primary({ research: [], payment: noPay, tokens: { tactic: 1, fleet: 0, strategy: 0 } }),
    );
  });

  it('following: a strategy token and four resources for three tokens; another faction cannot', () => {
    const after = must(started(fresh()), SOL, primary({ research: [], payment: noPay }));
    const nekro = withTradeGoods(as(after, HACAN, NEKRO), HACAN, 4);
    const s = must(
      nekro,
      HACAN,
      follow({ tokens: { tactic: 0, fleet: 0, strategy: 3 }, payment: { planets: [], tradeGoods: 4 } }),
    );
    expect(pools(s, HACAN)?.strategy).toBe((pools(nekro, HACAN)?.strategy ?? 0) - 1 + 3);
    expect(s.players[HACAN]?.tradeGoods).toBe(0);
    const hacan = withTradeGoods(after, HACAN, 4);
    expect(
      refused(
        hacan,
        HACAN,
        follow({ tokens: { tactic: 0, fleet: 0, strategy: 3 }, payment: { planets: [], tradeGoods: 4 } }),
      ).message,
    ).toMatch(/Only the Nekro Virus/);
    // The follow offered to the Nekro (bots, one-click defaults) is the propagation one, and it is accepted.
    const offered = legalIntents(nekro, { kind: 'seat', seat: HACAN }).find((i) => i.type === 'follow');
    expect(offered).toMatchObject({ choices: { tokens: expect.any(Object) } });
    must(nekro, HACAN, offered as Intent);
  });
});

describe('Propagation when following with empty reinforcements', () => {
  it('the strategy token spent to follow is back in reinforcements: the offered follow places it', () => {
    const after = must(started(fresh()), SOL, primary({ research: [], payment: noPay }));
    let nekro = withTradeGoods(as(after, HACAN, NEKRO), HACAN, 4);
    const room = reinforcementTokens(nekro, HACAN);
    nekro = updatePlayer(nekro, HACAN, (p) => ({
      ...p,
      pools: { ...p.pools, tactic: p.pools.tactic + room },
    }));
    expect(reinforcementTokens(nekro, HACAN)).toBe(0);
    const offered = legalIntents(nekro, { kind: 'seat', seat: HACAN }).find((i) => i.type === 'follow');
    expect(offered).toMatchObject({ choices: { tokens: { tactic: 1, fleet: 0, strategy: 0 } } });
    must(nekro, HACAN, offered as Intent);
  });
});

describe('Brilliant (Jol-Nar): following Technology by resolving the primary instead', () => {
  const afterPrimary = () => must(started(fresh()), SOL, primary({ research: [], payment: noPay }));

  it('one technology without the four resources, for the strategy token', () => {
    let before = as(afterPrimary(), HACAN, JOL_NAR);
    for (const [id, p] of Object.entries(before.galaxy.planets))
      if (p.controller === HACAN) before = setPlanet(before, id, { exhausted: true });
    before = withTradeGoods(before, HACAN, 0);
    const s = must(
      before,
      HACAN,
      follow({ brilliant: true, research: [{ technology: 'neural-motivator', skips: [] }], payment: noPay }),
    );
    expect(s.players[HACAN]?.technologies).toContain('neural-motivator');
    expect(pools(s, HACAN)?.strategy).toBe((pools(before, HACAN)?.strategy ?? 0) - 1);
    const said = notes(
      run(
        before,
        HACAN,
        follow({
          brilliant: true,
          research: [{ technology: 'neural-motivator', skips: [] }],
          payment: noPay,
        }),
      ),
    );
    expect(said.join(' ')).toMatch(/resolves the primary ability instead \(Brilliant\)/);
    // With nothing ready to pay, the follow offered is the Brilliant one, and it is accepted.
    const offered = legalIntents(before, { kind: 'seat', seat: HACAN }).find((i) => i.type === 'follow');
    expect(offered).toMatchObject({ choices: { brilliant: true } });
    must(before, HACAN, offered as Intent);
  });

  it('two technologies, the second for six resources, as the primary allows', () => {
    const before = withTradeGoods(as(afterPrimary(), HACAN, JOL_NAR), HACAN, 6);
    const s = must(
      before,
      HACAN,
      follow({
        brilliant: true,
        research: [
          { technology: 'neural-motivator', skips: [] },
          { technology: 'plasma-scoring', skips: [] },
        ],
        payment: { planets: [], tradeGoods: 6 },
      }),
    );
    expect(s.players[HACAN]?.technologies).toEqual(
      expect.arrayContaining(['neural-motivator', 'plasma-scoring']),
    );
  });

  it('another faction cannot', () => {
    const before = withTradeGoods(afterPrimary(), HACAN, 4);
    expect(
      refused(
        before,
        HACAN,
        follow({
          brilliant: true,
          research: [{ technology: 'neural-motivator', skips: [] }],
          payment: noPay,
        }),
      ).message,
    ).toMatch(/Only the Universities of Jol-Nar/);
  });
});
