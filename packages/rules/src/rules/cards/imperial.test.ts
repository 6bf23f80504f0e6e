import { describe, expect, it } from 'vitest';
import { legalIntents } from '../../engine/legal.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { reinforcementTokens } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import { viewFor } from '../../view/view.ts';
import { waitingText } from '../../view/prompt.ts';

const spectatorPrompt = (s: GameState) => {
  const v = viewFor(s, { kind: 'spectator' });
  return waitingText(v);
};
import {
  HACAN,
  LETNEV,
  SOL,
  YSSARIL,
  expectApplied,
  expectRefusal,
  game,
  must,
  notes,
  player,
  run,
  started,
  tableWith,
  withPlanets,
  withPools,
  withStation,
  withTradeGoods,
  withoutPlaces,
} from '../../../test-support/card-fixtures.ts';

const REVEALED = [
  'corner-the-market', // four planets sharing a trait
  'erect-a-monument', // pay 8 resources
  'amass-wealth', // pay 3 influence, 3 resources, 3 trade goods
  'lead-from-the-front', // pay 3 command tokens
  'intimidate-council', // claimed: needs adjacency
  'expand-borders', // six planets outside the home system
  'found-a-golden-age', // stage II: pay 16 resources
];
// Cultural planets: Rarron 0/3, Torkan 0/3, Mellon 0/2, Dal Bootha 0/2. Resources: Jord 4/2, Starpoint 3/1,
// Zohbat 3/1, Quinarra 3/1, Druaa 3/1.
const CULTURAL = ['rarron', 'torkan', 'mellon', 'dal-bootha'];
const RESOURCES_8 = ['jord', 'starpoint', 'zohbat'];

/** Sol (seat 0) holds Imperial and controls only Jord; Mecatol Rex is nobody's; these objectives are revealed. */
function table(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = tableWith('imperial', SOL);
  s = withPlanets(withoutPlaces(s, SOL), SOL, ['jord']);
  s = withPools(s, SOL, { tactic: 3, fleet: 3, strategy: 2 });
  s = { ...s, objectives: { revealed: REVEALED, scored: {} } };
  const mecatol = s.galaxy.planets['mecatol-rex'];
  if (mecatol)
    s = {
      ...s,
      galaxy: {
        ...s.galaxy,
        planets: { ...s.galaxy.planets, 'mecatol-rex': { ...mecatol, controller: null } },
      },
    };
  return edit(s);
}

const scored = (s: GameState, id: string): readonly Seat[] => s.objectives.scored[id] ?? [];

interface Row {
  readonly name: string;
  readonly edit?: (s: GameState) => GameState;
  readonly choices: Record<string, unknown>;
  /** Victory points after (and what else to check), or the refusal message. */
  readonly expect: { vp: number; check?: (s: GameState) => void } | string;
}

const PRIMARY: readonly Row[] = [
  {
    name: 'LRR 45.2: the active player scores a revealed public objective whose requirement they meet',
    edit: (s) => withPlanets(s, SOL, CULTURAL),
    choices: { objective: 'corner-the-market', drawSecret: false },
    expect: { vp: 1, check: (s) => expect(scored(s, 'corner-the-market')).toEqual([SOL]) },
  },
  {
    name: 'LRR 45.2: an objective whose requirement is not met is refused',
    edit: (s) => withPlanets(s, SOL, CULTURAL.slice(0, 3)),
    choices: { objective: 'corner-the-market' },
    expect: 'You do not meet Corner the Market yet (Hold four planets that share a trait).',
  },
  {
    name: 'LRR 45.2: an objective that has not been revealed cannot be scored',
    edit: (s) => withPlanets(s, SOL, CULTURAL),
    choices: { objective: 'develop-weaponry' },
    expect: 'Choose a public objective that has been revealed.',
  },
  {
    name: 'LRR 45.2: a secret objective cannot be scored with Imperial',
    choices: { objective: 'become-a-martyr' },
    expect: 'Choose a public objective that has been revealed.',
  },
  {
    name: 'LRR 45.2: an objective the player has already scored cannot be scored again',
    edit: (s) => ({
      ...withPlanets(s, SOL, CULTURAL),
      objectives: { revealed: REVEALED, scored: { 'corner-the-market': [SOL] } },
    }),
    choices: { objective: 'corner-the-market' },
    expect: 'You have already scored Corner the Market.',
  },
  {
    name: 'LRR 45.2 / 003 note 5: space stations do not count as planets for objectives',
    edit: (s) =>
      withStation(
        withStation(withPlanets(s, SOL, CULTURAL.slice(0, 3)), SOL, 'revelation'),
        SOL,
        'oluz-station',
      ),
    choices: { objective: 'corner-the-market' },
    expect: 'You do not meet Corner the Market yet (Hold four planets that share a trait).',
  },
  {
    name: 'LRR 45.2: an objective that asks for spending is paid for: the planets are exhausted',
    edit: (s) => withPlanets(s, SOL, RESOURCES_8),
    choices: {
      objective: 'erect-a-monument',
      pay: { resources: { planets: RESOURCES_8 } },
      drawSecret: false,
    },
    expect: {
      vp: 1,
      check: (s) => {
        for (const id of RESOURCES_8) expect(s.galaxy.planets[id]?.exhausted).toBe(true);
      },
    },
  },
  {
    name: 'LRR 45.2: paying less than the objective asks is refused',
    edit: (s) => withPlanets(s, SOL, RESOURCES_8),
    choices: { objective: 'erect-a-monument', pay: { resources: { planets: ['jord', 'zohbat'] } } },
    expect: 'Erect a Monument costs 8 resources; you chose 7.',
  },
  {
    name: 'LRR 45.2: trade goods stand in for resources, and a space station pays like a planet',
    edit: (s) => withTradeGoods(withStation(withPlanets(s, SOL, ['starpoint']), SOL, 'oluz-station'), SOL, 3),
    choices: {
      objective: 'erect-a-monument',
      pay: { resources: { planets: ['jord', 'starpoint', 'oluz-station'], tradeGoods: 0 } },
      drawSecret: false,
    },
    expect: { vp: 1 },
  },
  {
    name: 'LRR 45.2: an objective asking for influence, resources and trade goods takes all three',
    edit: (s) => withTradeGoods(withPlanets(s, SOL, ['rarron']), SOL, 4),
    choices: {
      objective: 'amass-wealth',
      pay: { resources: { planets: ['jord'] }, influence: { planets: ['rarron'] }, tradeGoods: 3 },
      drawSecret: false,
    },
    expect: { vp: 1, check: (s) => expect(player(s, SOL).tradeGoods).toBe(1) },
  },
  {
    name: 'LRR 45.2: one planet cannot pay both resources and influence',
    edit: (s) => withTradeGoods(s, SOL, 7),
    choices: {
      objective: 'amass-wealth',
      pay: { resources: { planets: ['jord'] }, influence: { planets: ['jord'] }, tradeGoods: 3 },
    },
    expect: 'Jord is already exhausted.',
  },
  {
    name: 'LRR 45.2: command tokens paid for an objective go back to reinforcements',
    choices: {
      objective: 'lead-from-the-front',
      pay: { tokens: { tactic: 2, strategy: 1 } },
      drawSecret: false,
    },
    expect: {
      vp: 1,
      check: (s) => {
        expect(player(s, SOL).pools).toEqual({ tactic: 1, fleet: 3, strategy: 1 });
        expect(reinforcementTokens(s, SOL)).toBe(reinforcementTokens(table(), SOL) + 3);
      },
    },
  },
  {
    name: 'LRR 45.2: paying fewer command tokens than the objective asks is refused',
    choices: { objective: 'lead-from-the-front', pay: { tokens: { tactic: 2, strategy: 0 } } },
    expect: 'Lead From the Front costs 3 command tokens from your tactic and strategy pools; you chose 2.',
  },
  {
    name: 'LRR 45.2: an objective the app cannot check is scored on the player’s claim, and the log says so',
    choices: { objective: 'intimidate-council', drawSecret: false },
    expect: { vp: 1 },
  },
  {
    name: 'LRR 45.2: a stage II objective is worth two points',
    edit: (s) => withTradeGoods(s, SOL, 16),
    choices: { objective: 'found-a-golden-age', pay: { resources: { tradeGoods: 16 } }, drawSecret: false },
    expect: { vp: 2 },
  },
  {
    name: 'LRR 45.2: the active player may score no objective',
    choices: { objective: null, drawSecret: false },
    expect: { vp: 0 },
  },
  {
    name: 'LRR 45.2: a payment for an objective that asks none is refused',
    edit: (s) => withPlanets(s, SOL, CULTURAL),
    choices: { objective: 'corner-the-market', pay: { tradeGoods: 0 } },
    expect: 'Corner the Market asks for no payment.',
  },
  {
    name: 'LRR 45.2: with Mecatol Rex the player gains a victory point and draws no secret objective',
    edit: (s) => withPlanets(s, SOL, ['mecatol-rex']),
    choices: { objective: null },
    expect: { vp: 1, check: (s) => expect(player(s, SOL).secretObjectives).toHaveLength(1) },
  },
  {
    name: 'LRR 45.2: without Mecatol Rex the player draws a secret objective',
    choices: { objective: null },
    expect: { vp: 0, check: (s) => expect(player(s, SOL).secretObjectives).toHaveLength(2) },
  },
  {
    name: 'LRR 45.2: without Mecatol Rex the player may decline to draw',
    choices: { objective: null, drawSecret: false },
    expect: { vp: 0, check: (s) => expect(player(s, SOL).secretObjectives).toHaveLength(1) },
  },
  {
    name: 'LRR 45.2: scoring and Mecatol Rex add up (an objective and a point)',
    edit: (s) => withPlanets(s, SOL, [...CULTURAL, 'mecatol-rex']),
    choices: { objective: 'corner-the-market' },
    expect: { vp: 2 },
  },
];

describe('Imperial primary (LRR 45.2)', () => {
  for (const row of PRIMARY) {
    it(row.name, () => {
      const before = started(table(row.edit), 'imperial');
      const out = run(before, SOL, { type: 'resolve-primary', choices: row.choices });
      if (typeof row.expect === 'string') return expectRefusal(out, row.expect);
      expectApplied(out);
      expect(player(out.state, SOL).victoryPoints).toBe(row.expect.vp);
      row.expect.check?.(out.state);
    });
  }

  it('LRR 45.2: the log says a claimed objective was claimed, not checked', () => {
    const out = run(started(table(), 'imperial'), SOL, {
      type: 'resolve-primary',
      choices: { objective: 'intimidate-council', drawSecret: false },
    });
    expect(
      notes(out).some((n) =>
        /^P1 scores the public objective Intimidate Council \(claimed; not checked by the app/.test(n),
      ),
    ).toBe(true);
  });

  it('LRR 45.2: the table sees which revealed objectives the active player meets, may claim or must pay for', () => {
    const s = started(
      table((x) => withPlanets(x, SOL, CULTURAL)),
      'imperial',
    );
    const data = viewFor(s, { kind: 'spectator' }).strategic?.data;
    expect(data).toEqual({
      mecatolRex: false,
      options: [
        { id: 'corner-the-market', status: 'met' },
        { id: 'erect-a-monument', status: 'not-met' },
        { id: 'amass-wealth', status: 'not-met' },
        { id: 'lead-from-the-front', status: 'pay' },
        { id: 'intimidate-council', status: 'claim' },
        { id: 'expand-borders', status: 'not-met' },
        { id: 'found-a-golden-age', status: 'not-met' },
      ],
    });
  });

  it('LRR 98: reaching the victory-point target ends the game at once', () => {
    const nine = (s: GameState) =>
      updatePlayer(withPlanets(s, SOL, CULTURAL), SOL, (p) => ({ ...p, victoryPoints: 9 }));
    const s = must(started(table(nine), 'imperial'), SOL, {
      type: 'resolve-primary',
      choices: { objective: 'corner-the-market' },
    });
    expect(s.winner).toBe(SOL);
    expect(s.phase).toBe('ended');
    expect(player(s, SOL).secretObjectives).toHaveLength(1); // the rest of the card is not resolved
    expect(spectatorPrompt(s)).toBe('P1 has won the game.');
    expect(game(legalIntents(s, { kind: 'seat', seat: HACAN }))).toEqual([]);
    const after = run(s, HACAN, { type: 'skip-secondary' });
    expect(after.ok).toBe(false);
  });
});

const threeSecrets =
  (seat: Seat, scored = 0) =>
  (s: GameState) =>
    updatePlayer(s, seat, (p) => ({
      ...p,
      secretObjectives: [
        { id: 'become-a-martyr', scored: scored > 0 },
        { id: 'betray-a-friend', scored: scored > 1 },
        { id: 'brave-the-void', scored: false },
      ],
    }));

describe('Imperial: at most three secret objectives (LRR 45.4)', () => {
  function over(seat: Seat, scoredCount = 0): GameState {
    let s = started(table(threeSecrets(seat, scoredCount)), 'imperial');
    s = must(s, SOL, { type: 'resolve-primary', choices: { objective: null } });
    if (seat === SOL) return s;
    for (const f of [HACAN, YSSARIL, LETNEV]) {
      s = must(s, f, f === seat ? { type: 'follow', choices: {} } : { type: 'skip-secondary' });
    }
    return s;
  }

  it('LRR 45.4: a player drawing a fourth secret objective must return an unscored one', () => {
    const s = over(SOL);
    expect(player(s, SOL).secretObjectives).toHaveLength(4);
    const legal = game(legalIntents(s, { kind: 'seat', seat: SOL }));
    expect(legal.every((i) => i.type === 'return-secret-objective')).toBe(true);
    expect(legal).toHaveLength(4);
    expect(spectatorPrompt(s)).toContain('P1 needs to return 1 secret objective.');
  });

  it('LRR 45.4: scored secret objectives count towards the three, but only an unscored one can go back', () => {
    const s = over(YSSARIL, 2);
    const held = player(s, YSSARIL).secretObjectives;
    expect(held).toHaveLength(4);
    const legal = game(legalIntents(s, { kind: 'seat', seat: YSSARIL }));
    expect(legal.map((i) => (i.type === 'return-secret-objective' ? i.objective : ''))).toEqual(
      held.filter((x) => !x.scored).map((x) => x.id),
    );
    const refused = run(s, YSSARIL, { type: 'return-secret-objective', objective: 'become-a-martyr' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toBe('Return one of your own unscored secret objectives.');
  });

  it('LRR 45.4: the returned objective goes back into the deck, which is shuffled', () => {
    const s = over(SOL);
    const deck = s.decks.secret;
    const after = must(s, SOL, { type: 'return-secret-objective', objective: 'brave-the-void' });
    expect(player(after, SOL).secretObjectives.map((x) => x.id)).not.toContain('brave-the-void');
    expect([...after.decks.secret].sort()).toEqual([...deck, 'brave-the-void'].sort());
    expect(after.decks.secret).not.toEqual([...deck, 'brave-the-void']);
    expect(after.rng).not.toEqual(s.rng);
  });

  it('LRR 45.4: until they return one, the player can do nothing else', () => {
    const s = over(SOL);
    const out = run(s, SOL, { type: 'pass' });
    expectRefusal(out, 'First you need to return 1 secret objective.');
  });

  it('LRR 45.4: a player with three secrets but under the limit owes nothing', () => {
    const s = started(table(threeSecrets(HACAN)), 'imperial');
    expect(spectatorPrompt(s)).not.toContain('return');
  });
});

describe('Imperial secondary (LRR 45.3)', () => {
  function toSecondary(edit?: (s: GameState) => GameState): GameState {
    return must(started(table(edit), 'imperial'), SOL, {
      type: 'resolve-primary',
      choices: { objective: null },
    });
  }

  it('LRR 45.3: a follower spends a strategy token and draws a secret objective', () => {
    const s = must(toSecondary(), HACAN, { type: 'follow', choices: {} });
    expect(player(s, HACAN).secretObjectives).toHaveLength(2);
    expect(player(s, HACAN).pools.strategy).toBe(player(toSecondary(), HACAN).pools.strategy - 1);
  });

  it('LRR 45.3: a follower with an empty strategy pool cannot follow', () => {
    const s = withPools(toSecondary(), HACAN, { tactic: 3, fleet: 3, strategy: 0 });
    const out = run(s, HACAN, { type: 'follow', choices: {} });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.code).toBe('rule/no-strategy-token');
  });

  it('LRR 45.3: secret objectives are drawn in clockwise order, whatever order followers decide in', () => {
    const s = toSecondary();
    const deck = s.decks.secret;
    let t = must(s, LETNEV, { type: 'follow', choices: {} });
    expect(player(t, LETNEV).secretObjectives).toHaveLength(1);
    t = must(t, YSSARIL, { type: 'follow', choices: {} });
    t = must(t, HACAN, { type: 'follow', choices: {} });
    const drawn = (seat: Seat) => player(t, seat).secretObjectives[1]?.id;
    expect([drawn(HACAN), drawn(YSSARIL), drawn(LETNEV)]).toEqual(deck.slice(0, 3));
  });

  it('LRR 45.3: with the secret objective deck empty, no one can follow', () => {
    const s = toSecondary((x) => ({ ...x, decks: { ...x.decks, secret: x.decks.secret.slice(0, 1) } }));
    // Sol drew the last one.
    const out = run(s, HACAN, { type: 'follow', choices: {} });
    expectRefusal(out, 'The secret objective deck is empty: there is nothing to draw.');
  });

  it('LRR 45.3: an ordered follow that can no longer be made when its turn comes counts as skipped', () => {
    const s = toSecondary((x) => ({ ...x, decks: { ...x.decks, secret: x.decks.secret.slice(0, 2) } }));
    let t = must(s, YSSARIL, { type: 'follow', choices: {} });
    t = must(t, HACAN, { type: 'follow', choices: {} });
    expect(player(t, HACAN).secretObjectives).toHaveLength(2);
    expect(player(t, YSSARIL).secretObjectives).toHaveLength(1);
    expect(player(t, YSSARIL).pools.strategy).toBe(player(s, YSSARIL).pools.strategy);
    expect(t.strategic?.followers[String(YSSARIL)]).toBe('skipped');
  });
});
