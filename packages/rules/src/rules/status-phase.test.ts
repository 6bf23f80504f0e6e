import { describe, expect, it } from 'vitest';
import { OBJECTIVES_BY_ID, PLANETS_BY_ID, STAGE_1_OBJECTIVES, STAGE_2_OBJECTIVES } from '../content/index.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentScorer } from './status-phase.ts';
import { reinforcementTokens, tokensOnBoard } from '../board/tokens.ts';
import {
  HACAN,
  MECATOL,
  MUAAT,
  SOL,
  actionTable,
  attempt,
  notesOf,
  play,
  toStatusPhase,
  withPlanet,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';
import { initiativeOrder } from '../board/turn-order.ts';

const NOTHING: Intent = { type: 'score-objectives' };

/** The table in the status phase, with these public objectives revealed (stage I deck otherwise as dealt). */
function statusTable(revealed?: string[]): GameState {
  const s = toStatusPhase(actionTable());
  return revealed ? { ...s, objectives: { revealed, scored: {} } } : s;
}

/** Everyone before `seat` in the scoring order scores nothing. */
function scoringTurnOf(state: GameState, seat: Seat): GameState {
  let s = state;
  while (currentScorer(s) !== seat) s = play(s, currentScorer(s) as Seat, NOTHING);
  return s;
}

/** Gives `seat` uncontrolled planets, richest first, until their resources reach `resources`. */
function givePlanets(state: GameState, seat: Seat, resources: number): { state: GameState; ids: string[] } {
  let s = state;
  const ids: string[] = [];
  let total = 0;
  const free = Object.entries(s.galaxy.planets)
    .filter(([, p]) => p.controller === null)
    .map(([id]) => PLANETS_BY_ID.get(id))
    .filter((p) => p !== undefined)
    .sort((a, b) => b.resources - a.resources);
  for (const p of free) {
    if (total >= resources) break;
    s = withPlanet(s, p.id, (x) => ({ ...x, controller: seat, exhausted: false }));
    ids.push(p.id);
    total += p.resources;
  }
  return { state: s, ids };
}

/** Scoring nothing all round the table: the automatic steps run and redistribution begins. */
function afterScoring(state: GameState): GameState {
  let s = state;
  while (currentScorer(s) !== null) s = play(s, currentScorer(s) as Seat, NOTHING);
  return s;
}

describe('the status phase begins when every player has passed (LRR 81)', () => {
  it('players score in initiative order, one at a time, and the prompt bar names who is scoring', () => {
    const s = statusTable();
    expect(s.phase).toBe('status');
    expect(s.status?.order).toEqual(initiativeOrder(s));
    const first = currentScorer(s) as Seat;
    expect(first).toBe(initiativeOrder(s)[0]);
    expect(waitingFor(s)).toEqual({
      seats: [first],
      text: `Status phase: waiting for ${s.players[first]?.name} to score objectives.`,
    });
    const other = initiativeOrder(s)[1] as Seat;
    expect(attempt(s, other, NOTHING)).toMatchObject({ ok: false, code: 'intent/not-your-turn' });
    const next = play(s, first, NOTHING);
    expect(currentScorer(next)).toBe(other);
  });
});

describe('scoring objectives (LRR 61, 81 step 1)', () => {
  it('a met, machine-checked public objective scores its points', () => {
    // Sol holds Jord (4 resources); Expand Borders needs six non-home planets.
    let s = statusTable(['expand-borders']);
    s = givePlanets(s, SOL, 99).state;
    s = scoringTurnOf(s, SOL);
    const vp = s.players[SOL]?.victoryPoints ?? 0;
    const out = attempt(s, SOL, { type: 'score-objectives', public: { objective: 'expand-borders' } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.objectives.scored['expand-borders']).toEqual([SOL]);
    expect(out.state.players[SOL]?.victoryPoints).toBe(vp + 1);
    expect(notesOf(out)[0]).toBe('P1 scores the public objective Expand Borders.');
  });

  const refusals: {
    name: string;
    revealed: string[];
    claim: Intent;
    says: RegExp;
    prep?: (s: GameState) => GameState;
  }[] = [
    {
      name: 'an objective whose requirement is not met',
      revealed: ['expand-borders'],
      claim: { type: 'score-objectives', public: { objective: 'expand-borders' } },
      says: /You do not meet Expand Borders yet/,
    },
    {
      name: 'an objective that is not revealed',
      revealed: ['expand-borders'],
      claim: { type: 'score-objectives', public: { objective: 'corner-the-market' } },
      says: /not a revealed public objective/,
    },
    {
      name: 'an objective already scored',
      revealed: ['intimidate-council'],
      claim: { type: 'score-objectives', public: { objective: 'intimidate-council' } },
      prep: (s) => ({ ...s, objectives: { ...s.objectives, scored: { 'intimidate-council': [SOL] } } }),
      says: /already scored Intimidate Council/,
    },
    {
      name: 'a spend objective paid short (Erect a Monument, 8 resources)',
      revealed: ['erect-a-monument'],
      claim: {
        type: 'score-objectives',
        public: {
          objective: 'erect-a-monument',
          payment: { resources: { planets: ['jord'], tradeGoods: 0 } },
        },
      },
      says: /costs 8 resources; you chose 4/,
    },
    {
      name: 'a spend objective without a payment',
      revealed: ['erect-a-monument'],
      claim: { type: 'score-objectives', public: { objective: 'erect-a-monument' } },
      says: /choose what pays for it/,
    },
    {
      name: 'Lead From the Front with the wrong number of tokens',
      revealed: ['lead-from-the-front'],
      claim: {
        type: 'score-objectives',
        public: { objective: 'lead-from-the-front', tokens: { tactic: 1, strategy: 1 } },
      },
      says: /costs 3 command tokens from your tactic and strategy pools; you chose 2/,
    },
    {
      name: 'a secret objective the player does not hold',
      revealed: [],
      claim: { type: 'score-objectives', secret: { objective: 'become-the-gatekeeper' } },
      prep: (s) =>
        withPlayer(s, SOL, (p) => ({
          ...p,
          secretObjectives: [{ id: 'control-the-region', scored: false }],
        })),
      says: /not one of your secret objectives/,
    },
    {
      name: 'a secret objective scored in the action phase',
      revealed: [],
      claim: { type: 'score-objectives', secret: { objective: 'destroy-their-greatest-ship' } },
      prep: (s) =>
        withPlayer(s, SOL, (p) => ({
          ...p,
          secretObjectives: [{ id: 'destroy-their-greatest-ship', scored: false }],
        })),
      says: /scored in the action phase, not in the status phase/,
    },
  ];

  it.each(refusals)('refuses $name, and nothing changes', ({ revealed, claim, says, prep }) => {
    let s = scoringTurnOf(statusTable(revealed), SOL);
    if (prep) s = prep(s);
    const before = JSON.stringify(s);
    const out = attempt(s, SOL, claim);
    expect(out).toMatchObject({ ok: false, message: expect.stringMatching(says) });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a spend objective exhausts the planets and trade goods paid (Erect a Monument)', () => {
    let s = statusTable(['erect-a-monument']);
    const given = givePlanets(s, SOL, 8);
    s = scoringTurnOf(
      withPlayer(given.state, SOL, (p) => ({ ...p, tradeGoods: 3 })),
      SOL,
    );
    const offer = legalIntents(s, { kind: 'seat', seat: SOL }).find(
      (i) => i.type === 'score-objectives' && i.public?.objective === 'erect-a-monument',
    );
    expect(offer).toBeDefined();
    const next = play(s, SOL, offer as Intent);
    expect(next.objectives.scored['erect-a-monument']).toEqual([SOL]);
    if (offer?.type !== 'score-objectives') return;
    for (const id of offer.public?.payment?.resources?.planets ?? [])
      expect(next.galaxy.planets[id]?.exhausted).toBe(true);
    const goods = offer.public?.payment?.resources?.tradeGoods ?? 0;
    expect(next.players[SOL]?.tradeGoods).toBe(3 - goods);
  });

  it('a trade-good objective takes the trade goods (Negotiate Trade Routes, 5)', () => {
    let s = scoringTurnOf(statusTable(['negotiate-trade-routes']), SOL);
    s = withPlayer(s, SOL, (p) => ({ ...p, tradeGoods: 6 }));
    const next = play(s, SOL, { type: 'score-objectives', public: { objective: 'negotiate-trade-routes' } });
    expect(next.players[SOL]?.tradeGoods).toBe(1);
  });

  it('a command-token objective returns the tokens to reinforcements (Lead From the Front)', () => {
    let s = scoringTurnOf(statusTable(['lead-from-the-front']), SOL);
    s = withPlayer(s, SOL, (p) => ({ ...p, pools: { tactic: 2, fleet: 3, strategy: 2 } }));
    const reinforcements = reinforcementTokens(s, SOL);
    const next = play(s, SOL, {
      type: 'score-objectives',
      public: { objective: 'lead-from-the-front', tokens: { tactic: 2, strategy: 1 } },
    });
    expect(next.players[SOL]?.pools).toEqual({ tactic: 0, fleet: 3, strategy: 1 });
    expect(reinforcementTokens(next, SOL)).toBe(reinforcements + 3);
  });

  it('Magmus (Muaat commander, unlocked): strategy-pool tokens spent for an objective give 1 trade good', () => {
    for (const [strategy, gain] of [
      [1, 1],
      [0, 0],
    ] as const) {
      let s = scoringTurnOf(statusTable(['lead-from-the-front']), MUAAT);
      s = withPlayer(s, MUAAT, (p) => ({
        ...p,
        commanderUnlocked: true,
        pools: { tactic: 3, fleet: 3, strategy: 2 },
      }));
      const before = s.players[MUAAT]?.tradeGoods ?? 0;
      const next = play(s, MUAAT, {
        type: 'score-objectives',
        public: { objective: 'lead-from-the-front', tokens: { tactic: 3 - strategy, strategy } },
      });
      expect(next.players[MUAAT]?.tradeGoods).toBe(before + gain);
    }
  });

  it('a requirement the app cannot check is claimed by the player and logged as claimed', () => {
    const s = scoringTurnOf(statusTable(['intimidate-council']), SOL);
    const out = attempt(s, SOL, { type: 'score-objectives', public: { objective: 'intimidate-council' } });
    expect(notesOf(out)[0]).toMatch(
      /^P1 scores the public objective Intimidate Council \(claimed; not checked by the app: /,
    );
  });

  it('one public and one secret objective in the same turn; the secret is marked scored', () => {
    let s = scoringTurnOf(statusTable(['intimidate-council']), SOL);
    s = withPlayer(s, SOL, (p) => ({
      ...p,
      secretObjectives: [{ id: 'become-the-gatekeeper', scored: false }],
    }));
    const vp = s.players[SOL]?.victoryPoints ?? 0;
    const next = play(s, SOL, {
      type: 'score-objectives',
      public: { objective: 'intimidate-council' },
      secret: { objective: 'become-the-gatekeeper' },
    });
    expect(next.players[SOL]?.victoryPoints).toBe(vp + 2);
    expect(next.players[SOL]?.secretObjectives).toEqual([{ id: 'become-the-gatekeeper', scored: true }]);
    expect(currentScorer(next)).not.toBe(SOL);
  });

  it('the engine offers exactly the revealed objectives the player meets or may claim, and their status secrets', () => {
    let s = scoringTurnOf(
      statusTable(['expand-borders', 'intimidate-council', 'negotiate-trade-routes']),
      SOL,
    );
    s = withPlayer(s, SOL, (p) => ({
      ...p,
      tradeGoods: 0,
      secretObjectives: [
        { id: 'become-the-gatekeeper', scored: false },
        { id: 'destroy-their-greatest-ship', scored: false },
      ],
    }));
    const offered = legalIntents(s, { kind: 'seat', seat: SOL }).filter((i) => i.type === 'score-objectives');
    expect(offered).toEqual([
      { type: 'score-objectives' },
      { type: 'score-objectives', public: { objective: 'intimidate-council' } },
      { type: 'score-objectives', secret: { objective: 'become-the-gatekeeper' } },
    ]);
  });
});

describe('the game ends the moment a player reaches the target (LRR 98)', () => {
  it('scoring the winning point ends the game at once: later players do not score', () => {
    let s = statusTable(['intimidate-council']);
    const first = currentScorer(s) as Seat;
    s = withPlayer(s, first, (p) => ({ ...p, victoryPoints: 9 }));
    const out = attempt(s, first, { type: 'score-objectives', public: { objective: 'intimidate-council' } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.phase).toBe('ended');
    expect(out.state.winner).toBe(first);
    expect(notesOf(out)).toContain(`${s.players[first]?.name} reaches 10 victory points and wins the game.`);
    expect(waitingFor(out.state).text).toBe(`${s.players[first]?.name} has won the game.`);
    const second = s.status?.order[1] as Seat;
    expect(attempt(out.state, second, NOTHING)).toMatchObject({ ok: false, code: 'intent/game-over' });
    expect(legalIntents(out.state, { kind: 'seat', seat: second })).toEqual([]);
  });

  it('in a 14-point game 10 points is not enough', () => {
    let s = toStatusPhase(actionTable({ victoryPoints: 14 }));
    s = { ...s, objectives: { revealed: ['intimidate-council'], scored: {} } };
    const first = currentScorer(s) as Seat;
    s = withPlayer(s, first, (p) => ({ ...p, victoryPoints: 9 }));
    const next = play(s, first, { type: 'score-objectives', public: { objective: 'intimidate-council' } });
    expect(next.phase).toBe('status');
    expect(next.winner).toBeNull();
  });
});

describe('steps 2–4 follow scoring by themselves', () => {
  it('the next stage I objective is revealed (LRR 81 step 2)', () => {
    const s = statusTable();
    const top = s.decks.stage1[0];
    const next = afterScoring(s);
    expect(next.objectives.revealed).toEqual([...s.objectives.revealed, top]);
    expect(next.decks.stage1).toEqual(s.decks.stage1.slice(1));
  });

  it('once five stage I objectives are out, stage II objectives are revealed', () => {
    const stage1 = STAGE_1_OBJECTIVES.slice(0, 5).map((o) => o.id);
    const s = statusTable(stage1);
    const top = s.decks.stage2[0] as string;
    const next = afterScoring(s);
    expect(next.objectives.revealed.at(-1)).toBe(top);
    expect(OBJECTIVES_BY_ID.get(top)?.stage).toBe(2);
  });

  it('with five of each revealed there is none left: the game ends, most points wins, ties by initiative order', () => {
    const all = [...STAGE_1_OBJECTIVES.slice(0, 5), ...STAGE_2_OBJECTIVES.slice(0, 5)].map((o) => o.id);
    let s = statusTable(all);
    const order = s.status?.order as Seat[];
    const [a, b] = [order[2] as Seat, order[1] as Seat];
    s = withPlayer(
      withPlayer(s, a, (p) => ({ ...p, victoryPoints: 6 })),
      b,
      (p) => ({ ...p, victoryPoints: 6 }),
    );
    const next = afterScoring(s);
    expect(next.phase).toBe('ended');
    expect(next.winner).toBe(b);
  });

  it('each player draws one action card, in initiative order (LRR 81 step 3); two with Neural Motivator', () => {
    let s = statusTable();
    s = withPlayer(s, SOL, (p) => ({
      ...p,
      technologies: p.technologies.filter((t) => t !== 'neural-motivator'),
    }));
    const next = afterScoring(s);
    for (const p of s.players)
      expect(next.players[p.seat]?.actionCards.length).toBe(p.actionCards.length + 1);
    const order = s.status?.order as Seat[];
    expect(next.players[order[0] as Seat]?.actionCards.at(-1)).toBe(s.decks.action[0]);
    expect(next.players[order[1] as Seat]?.actionCards.at(-1)).toBe(s.decks.action[1]);
  });

  it('Neural Motivator draws two instead of one (Sol starts with it)', () => {
    const s = statusTable();
    expect(s.players[SOL]?.technologies).toContain('neural-motivator');
    const next = afterScoring(s);
    expect(next.players[SOL]?.actionCards.length).toBe((s.players[SOL]?.actionCards.length ?? 0) + 2);
    expect(next.players[HACAN]?.actionCards.length).toBe((s.players[HACAN]?.actionCards.length ?? 0) + 1);
  });

  it('a player at the hand limit must discard down before arranging tokens (LRR 2)', () => {
    let s = statusTable();
    s = withPlayer(s, SOL, (p) => ({ ...p, actionCards: ['a-1', 'b-1', 'c-1', 'd-1', 'e-1', 'f-1', 'g-1'] }));
    const next = afterScoring(s);
    // Seven in hand, two drawn (Neural Motivator): two over the limit.
    expect(next.pendingDiscards[String(SOL)]).toBe(2);
    expect(legalIntents(next, { kind: 'seat', seat: SOL }).map((i) => i.type)).not.toContain(
      'redistribute-tokens',
    );
    const hand = next.players[SOL]?.actionCards ?? [];
    const after = play(next, SOL, {
      type: 'discard-action-cards',
      cards: [hand[0] as string, hand[1] as string],
    });
    expect(legalIntents(after, { kind: 'seat', seat: SOL }).map((i) => i.type)).toContain(
      'redistribute-tokens',
    );
  });

  it('the Yssaril have no hand limit (Crafty): over 7 they discard only Scheming’s extra card', () => {
    let s = statusTable();
    s = withPlayer(s, HACAN, (p) => ({
      ...p,
      faction: 'yssaril-tribes',
      actionCards: ['a-1', 'b-1', 'c-1', 'd-1', 'e-1', 'f-1', 'g-1'],
    }));
    const next = afterScoring(s);
    // Drew 1 + 1 (Scheming): 9 in hand, one discard owed for Scheming, none for the hand limit.
    expect(next.players[HACAN]?.actionCards).toHaveLength(9);
    expect(next.pendingDiscards[String(HACAN)]).toBe(1);
    const hand = next.players[HACAN]?.actionCards ?? [];
    const after = play(next, HACAN, { type: 'discard-action-cards', cards: [hand[0] as string] });
    expect(after.players[HACAN]?.actionCards).toHaveLength(8);
    expect(after.pendingDiscards[String(HACAN)]).toBeUndefined();
  });

  it('every command token on the board returns to reinforcements (LRR 81 step 4)', () => {
    let s = actionTable();
    s = play(s, s.active as Seat, { type: 'activate-system', system: MECATOL });
    s = toStatusPhase(s);
    const activator = s.galaxy.systems.find((x) => x.systemId === MECATOL)?.tokens[0] as Seat;
    expect(tokensOnBoard(s, activator)).toBeGreaterThanOrEqual(1);
    const next = afterScoring(s);
    expect(next.galaxy.systems.every((x) => x.tokens.length === 0)).toBe(true);
  });
});

describe('gaining and redistributing command tokens (LRR 81 step 5)', () => {
  it('each player gains two tokens and arranges all of them; players decide in parallel', () => {
    const s = afterScoring(statusTable());
    expect(s.status?.step).toBe('redistribute');
    expect(waitingFor(s).seats.slice().sort()).toEqual([0, 1, 2, 3]);
    const total = (seat: Seat) => {
      const p = s.players[seat]?.pools;
      return p ? p.tactic + p.fleet + p.strategy : 0;
    };
    const last = s.status?.order[3] as Seat;
    const next = play(s, last, {
      type: 'redistribute-tokens',
      pools: { tactic: total(last) + 2, fleet: 0, strategy: 0 },
    });
    expect(next.players[last]?.pools).toEqual({ tactic: total(last) + 2, fleet: 0, strategy: 0 });
    expect(waitingFor(next).seats).not.toContain(last);
    expect(
      attempt(next, last, { type: 'redistribute-tokens', pools: { tactic: 1, fleet: 0, strategy: 0 } }),
    ).toMatchObject({ ok: false, code: 'rule/already-decided' });
  });

  it('the pools must hold exactly the tokens on the sheet plus the two gained', () => {
    const s = afterScoring(statusTable());
    const p = s.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
    const out = attempt(s, SOL, { type: 'redistribute-tokens', pools: { ...p } });
    expect(out).toMatchObject({
      ok: false,
      code: 'rule/illegal-choice',
      message: expect.stringMatching(/must hold/),
    });
  });

  it('Hyper Metabolism gains three instead of two; Sol gains one more; both together make four', () => {
    let s = statusTable();
    const hyper = (x: GameState, seat: Seat) =>
      withPlayer(x, seat, (p) => ({ ...p, technologies: [...p.technologies, 'hyper-metabolism'] }));
    s = hyper(hyper(s, HACAN), SOL);
    const next = afterScoring(s);
    expect(next.status?.gains).toMatchObject({ [String(SOL)]: 4, [String(HACAN)]: 3 });
    const plain = afterScoring(statusTable());
    expect(plain.status?.gains).toMatchObject({ [String(SOL)]: 3, [String(HACAN)]: 2 });
  });

  it('a player with fewer than two tokens in reinforcements gains only those', () => {
    let s = statusTable();
    s = withPlayer(s, SOL, (p) => ({ ...p, pools: { tactic: 5, fleet: 5, strategy: 5 } }));
    const next = afterScoring(s);
    expect(next.status?.gains[String(SOL)]).toBe(1);
  });

  it('when everyone has arranged their tokens: planets and stations ready, cards return, the next round begins', () => {
    let s = statusTable();
    s = withPlanet(s, 'jord', (p) => ({ ...p, exhausted: true }));
    const unpicked = Object.entries(s.cards).filter(([, c]) => c.holder === null);
    s = afterScoring(s);
    for (const p of s.players) {
      const intent = legalIntents(s, { kind: 'seat', seat: p.seat }).find(
        (i) => i.type === 'redistribute-tokens',
      );
      s = play(s, p.seat, intent as Intent);
    }
    expect(s.phase).toBe('strategy');
    expect(s.round).toBe(2);
    expect(s.status).toBeNull();
    expect(s.galaxy.planets['jord']?.exhausted).toBe(false);
    expect(Object.values(s.cards).every((c) => c.holder === null && !c.exhausted)).toBe(true);
    for (const [id, c] of unpicked) expect(s.cards[id as keyof typeof s.cards].tradeGoods).toBe(c.tradeGoods);
    expect(s.players.every((p) => !p.passed)).toBe(true);
  });
});

describe('the strategy phase begins (LRR 83)', () => {
  it('the Council Keleres replenish commodities, then gain 1 trade good (Council Patronage); others do not', () => {
    let s = statusTable();
    s = withPlayer(s, HACAN, (p) => ({ ...p, faction: 'council-keleres', commodities: 0, tradeGoods: 2 }));
    const solBefore = s.players[SOL];
    s = afterScoring(s);
    // Everyone keeps the suggested arrangement; the last one's outcome carries the new round's notes.
    let last = attempt(s, SOL, { type: 'score-objectives' });
    for (const p of s.players) {
      const intent = legalIntents(s, { kind: 'seat', seat: p.seat }).find(
        (i) => i.type === 'redistribute-tokens',
      );
      last = attempt(s, p.seat, intent);
      if (!last.ok) throw new Error(last.message);
      s = last.state;
    }
    expect(s.phase).toBe('strategy');
    // The Keleres commodity value is 2 (faction sheet).
    expect(s.players[HACAN]).toMatchObject({ commodities: 2, tradeGoods: 3 });
    expect(s.players[SOL]).toMatchObject({
      commodities: solBefore?.commodities,
      tradeGoods: solBefore?.tradeGoods,
    });
    expect(notesOf(last).join(' ')).toContain(
      'replenishes commodities to 2 and gains 1 trade good (Council Patronage)',
    );
  });
});

describe('the host can stop waiting in the status phase', () => {
  it('skips the current scorer, then arranges undecided players’ tokens with the gain in the tactic pool', () => {
    let s = statusTable();
    const first = currentScorer(s) as Seat;
    expect(legalIntents(s, { kind: 'host' })).toContainEqual({ type: 'skip-undecided' });
    s = play(s, { kind: 'host' }, { type: 'skip-undecided' });
    expect(currentScorer(s)).not.toBe(first);
    s = afterScoring(s);
    const tactic = s.players[SOL]?.pools.tactic ?? 0;
    s = play(s, { kind: 'host' }, { type: 'skip-undecided' });
    expect(s.phase).toBe('strategy');
    // Sol's Versatile: three tokens gained, not two.
    expect(s.players[SOL]?.pools.tactic).toBe(tactic + 3);
  });
});
