import { describe, expect, it } from 'vitest';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { currentScorer } from '../status-phase.ts';
import { defaultPools } from '../status-skip.ts';
import { activated, setSpace } from '../../../test-support/build-fixtures.ts';
import type { UnitCounts } from '../../state/state.ts';
import {
  HACAN,
  MECATOL,
  SOL,
  actionTable,
  attempt,
  notesOf,
  play,
  withPlayer,
} from '../../../test-support/turn-fixtures.ts';
import {
  agendaTable,
  beforeAgendaPhase,
  throughStatusPhase,
  toVote,
  voteAll,
} from '../../../test-support/agenda-fixtures.ts';
import { seatOutcome } from '../../board/agenda-outcomes.ts';
import { CUSTODIANS_COST } from './custodians.ts';

/** Sol's tactical action in `system` (Mecatol Rex's by default), with `units` of Sol's in its space area. */
function activateFor(seat: Seat, system: string | null, units: UnitCounts = {}): GameState {
  const where = system ?? '19';
  return setSpace(activated(actionTable(), seat, where), where, seat, units);
}

/** `agenda` first; every voter votes for `outcome(seat)` (all planets), the speaker breaks any tie for `tie`. */
function decided(
  agenda: string,
  outcome: (seat: Seat, s: GameState) => string | null,
  prepare: (s: GameState) => GameState = (s) => s,
  tie?: string,
): GameState {
  let s = toVote(throughStatusPhase(prepare(beforeAgendaPhase([agenda, 'mutiny']))));
  s = voteAll(s, (seat) => outcome(seat, s));
  if (s.agenda?.step === 'tie')
    s = play(s, s.speaker, { type: 'break-tie', outcome: tie ?? (s.agenda.tied[0] as string) });
  return s;
}

const vp = (s: GameState, seat: Seat) => s.players[seat]?.victoryPoints ?? 0;
/** A carrier with an infantry, ready to land. */
const LANDING: UnitCounts = { carrier: 1, infantry: 1 };

describe('agendas the engine resolves', () => {
  it('Mutiny, for: each player who voted for gains a point; against: each loses one', () => {
    const s = decided('mutiny', () => 'for');
    expect(s.players.map((p) => p.victoryPoints)).toEqual([1, 1, 1, 1]);
    const down = decided(
      'mutiny',
      (seat) => (seat === HACAN ? 'for' : null),
      (x) => withPlayer(x, HACAN, (p) => ({ ...p, victoryPoints: 2 })),
      'against',
    );
    expect(vp(down, HACAN)).toBe(3);
  });

  it('Seed of an Empire: for gives the leaders a point, against the players with the fewest', () => {
    const lead = (x: GameState) => withPlayer(x, HACAN, (p) => ({ ...p, victoryPoints: 3 }));
    const s = decided('seed-of-an-empire', () => 'for', lead);
    expect(s.players.map((p) => p.victoryPoints)).toEqual([0, 4, 0, 0]);
    const t = decided('seed-of-an-empire', () => 'against', lead);
    expect(t.players.map((p) => p.victoryPoints)).toEqual([1, 3, 1, 1]);
  });

  it('Economic Equality: for sets every player to 5 trade goods, against to none', () => {
    const rich = (x: GameState) => withPlayer(x, SOL, (p) => ({ ...p, tradeGoods: 9 }));
    expect(decided('economic-equality', () => 'for', rich).players.map((p) => p.tradeGoods)).toEqual([
      5, 5, 5, 5,
    ]);
    expect(decided('economic-equality', () => 'against', rich).players.map((p) => p.tradeGoods)).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('Incentive Program: for reveals a stage I objective, against a stage II one', () => {
    const before = agendaTable(['incentive-program']);
    const s = decided('incentive-program', () => 'for');
    expect(s.objectives.revealed).toEqual([...before.objectives.revealed, before.decks.stage1[0]]);
    const t = decided('incentive-program', () => 'against');
    expect(t.objectives.revealed).toEqual([...before.objectives.revealed, before.decks.stage2[0]]);
  });

  it('Executive Sanctions, for: a hand over 3 is discarded down to 3 at once', () => {
    const cards = (x: GameState) =>
      withPlayer(x, SOL, (p) => ({ ...p, actionCards: ['a-1', 'b-1', 'c-1', 'd-1', 'e-1'] }));
    const s = decided('executive-sanctions', () => 'for', cards);
    expect(s.laws.map((l) => l.id)).toContain('executive-sanctions');
    expect(s.players[SOL]?.actionCards.length).toBeGreaterThan(5);
    expect(s.pendingDiscards[String(SOL)]).toBe((s.players[SOL]?.actionCards.length ?? 0) - 3);
    expect(legalIntents(s, { kind: 'seat', seat: SOL })[0]?.type).toBe('discard-action-cards');
  });

  it('Fleet Regulations, for: fleet pools over 4 shrink, and redistributing more than 4 there is refused', () => {
    const big = (x: GameState) => withPlayer(x, SOL, (p) => ({ ...p, pools: { ...p.pools, fleet: 6 } }));
    const s = decided('fleet-regulations', () => 'for', big);
    expect(s.players[SOL]?.pools.fleet).toBe(4);
    // In a status phase with the law in play: five tokens in the fleet pool are refused.
    let t: GameState = {
      ...beforeAgendaPhase(['mutiny']),
      laws: [{ id: 'fleet-regulations', elected: null }],
    };
    while (currentScorer(t) !== null) t = play(t, currentScorer(t) as Seat, { type: 'score-objectives' });
    const pools = defaultPools(t, SOL);
    const over = { tactic: pools.tactic + pools.fleet - 5, fleet: 5, strategy: pools.strategy };
    const out = attempt(t, SOL, { type: 'redistribute-tokens', pools: over });
    expect(out.ok ? null : out.code).toBe('rule/limit-reached');
    // A fleet pool already over the limit (the law came after): the arrangement offered fits it.
    const crowded = withPlayer(t, SOL, (p) => ({ ...p, pools: { ...p.pools, fleet: 6 } }));
    const offered = legalIntents(crowded, { kind: 'seat', seat: SOL }).find(
      (i) => i.type === 'redistribute-tokens',
    );
    expect(offered).toBeDefined();
    expect(attempt(crowded, SOL, offered as Intent).ok).toBe(true);
  });

  it('Public Execution: the elected speaker discards their hand, the token passes on, and they cannot vote again this phase', () => {
    let seatOfSpeaker = 0;
    const s = decided(
      'public-execution',
      (_seat, x) => seatOutcome(x.speaker),
      (x) => {
        seatOfSpeaker = x.speaker;
        return withPlayer(x, x.speaker, (p) => ({ ...p, actionCards: ['veto-1', 'sabotage-1'] }));
      },
    );
    expect(s.players[seatOfSpeaker]?.actionCards).toEqual([]);
    expect(s.speaker).toBe((seatOfSpeaker + 1) % 4);
    expect(s.agenda?.barred).toEqual([seatOfSpeaker]);
    // On the second agenda their turn to vote is skipped: recorded as no vote, with the reason in the log.
    const voted = voteAll(toVote(s), () => null);
    expect(voted.agenda?.votes.find((v) => v.seat === seatOfSpeaker)).toEqual({
      seat: seatOfSpeaker,
      outcome: null,
      votes: 0,
    });
  });

  it('Judicial Abolishment elects a law in play and discards it; with no law in play it is discarded unvoted', () => {
    const withLaw = (x: GameState) => ({ ...x, laws: [{ id: 'fleet-regulations', elected: null }] });
    const s = decided('judicial-abolishment', () => 'fleet-regulations', withLaw);
    expect(s.laws).toEqual([]);
    expect(s.decks.agendaDiscard).toContain('fleet-regulations');
    const none = agendaTable(['judicial-abolishment', 'mutiny']);
    expect(none.agenda?.agenda).toBe('mutiny');
    expect(none.decks.agendaDiscard).toContain('judicial-abolishment');
  });

  it('Archived Secret: the elected player draws a secret objective', () => {
    const before = agendaTable(['archived-secret']);
    const s = decided('archived-secret', () => seatOutcome(HACAN));
    expect(s.players[HACAN]?.secretObjectives.length).toBe(
      (before.players[HACAN]?.secretObjectives.length ?? 0) + 1,
    );
  });

  it('Shard of the Throne passes as a law naming the elected player, who gains a point', () => {
    const s = decided('shard-of-the-throne', () => seatOutcome(SOL));
    expect(s.laws).toContainEqual({ id: 'shard-of-the-throne', elected: seatOutcome(SOL) });
    expect(vp(s, SOL)).toBe(1);
  });

  it('Representative Government: one vote each, with no planet exhausted', () => {
    const rep = (x: GameState) => ({ ...x, laws: [{ id: 'representative-government', elected: null }] });
    const s = toVote(rep(agendaTable(['mutiny'])));
    const voter = s.agenda?.order[0] as Seat;
    const planets = Object.entries(s.galaxy.planets)
      .filter(([, p]) => p.controller === voter)
      .map(([id]) => id);
    const out = attempt(s, voter, { type: 'cast-votes', outcome: 'for', planets });
    expect(out.ok ? null : out.message).toMatch(/one vote; exhaust no planets/);
    const one = play(s, voter, { type: 'cast-votes', outcome: 'for', planets: [] });
    expect(one.agenda?.votes[0]).toEqual({ seat: voter, outcome: 'for', votes: 1 });
    // What the table offers the voter is accepted: each offered vote exhausts no planet.
    const offered = legalIntents(s, { kind: 'seat', seat: voter }).filter((i) => i.type === 'cast-votes');
    expect(offered.some((i) => i.outcome !== null)).toBe(true);
    for (const intent of offered) expect(attempt(s, voter, intent).ok, JSON.stringify(intent)).toBe(true);
  });

  it('Minister of Policy: its holder draws an action card at the end of each status phase', () => {
    const law = { id: 'minister-of-policy', elected: seatOutcome(HACAN) };
    let s: GameState = { ...beforeAgendaPhase(['mutiny']), laws: [law] };
    const hand = s.players[HACAN]?.actionCards.length ?? 0;
    while (currentScorer(s) !== null) s = play(s, currentScorer(s) as Seat, { type: 'score-objectives' });
    // Step 3 draws one for everyone; the law one more at the end.
    for (const key of Object.keys(s.status?.gains ?? {}))
      s = play(s, Number(key), { type: 'redistribute-tokens', pools: defaultPools(s, Number(key)) });
    expect(s.players[HACAN]?.actionCards.length).toBe(hand + 2);
    expect(s.phase).toBe('agenda');
  });
});

describe('the custodians token', () => {
  it("a player in a tactical action in Mecatol Rex's system spends 6 influence to remove it, gains a point, and the round ends with an agenda phase", () => {
    let s = activateFor(SOL, MECATOL, LANDING);
    s = withPlayer(s, SOL, (p) => ({ ...p, tradeGoods: 6 }));
    expect(legalIntents(s, { kind: 'seat', seat: SOL }).some((i) => i.type === 'remove-custodians')).toBe(
      true,
    );
    const out = attempt(s, SOL, { type: 'remove-custodians', payment: { planets: [], tradeGoods: 6 } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.custodians).toBe(false);
    expect(vp(out.state, SOL)).toBe(1);
    expect(notesOf(out).join(' ')).toMatch(/removes the custodians token/);
  });

  it("less than 6 influence, another system, or another player's turn is refused and changes nothing", () => {
    const s = withPlayer(activateFor(SOL, MECATOL, LANDING), SOL, (p) => ({ ...p, tradeGoods: 9 }));
    const short = attempt(s, SOL, {
      type: 'remove-custodians',
      payment: { planets: [], tradeGoods: CUSTODIANS_COST - 1 },
    });
    expect(short.ok ? null : short.code).toBe('rule/cannot-afford');
    const other = attempt(s, HACAN, { type: 'remove-custodians', payment: { planets: [], tradeGoods: 6 } });
    expect(other.ok ? null : other.code).toBe('intent/not-your-turn');
    const elsewhere = withPlayer(activateFor(SOL, null), SOL, (p) => ({ ...p, tradeGoods: 9 }));
    const far = attempt(elsewhere, SOL, {
      type: 'remove-custodians',
      payment: { planets: [], tradeGoods: 6 },
    });
    expect(far.ok ? null : far.message).toMatch(/Mecatol Rex's system/);
  });

  // LRR 27.2a: the token goes only as ground forces are committed to land on Mecatol Rex.
  it.each([
    ['no unit in the system', {}],
    ['only ships in the system', { carrier: 1, dreadnought: 1 }],
  ])('a player with %s cannot remove it, however much influence they have', (_, units: UnitCounts) => {
    const s = withPlayer(activateFor(SOL, MECATOL, units), SOL, (p) => ({ ...p, tradeGoods: 12 }));
    expect(legalIntents(s, { kind: 'seat', seat: SOL }).some((i) => i.type === 'remove-custodians')).toBe(
      false,
    );
    const out = attempt(s, SOL, { type: 'remove-custodians', payment: { planets: [], tradeGoods: 6 } });
    expect(out.ok ? null : out.code).toBe('rule/custodians');
    expect(out.ok ? null : out.message).toMatch(/ground forces in the space area of Mecatol Rex/);
  });

  it("another player's ships in Mecatol Rex's system keep the token there (no landing before they are gone)", () => {
    let s = withPlayer(activateFor(SOL, MECATOL, LANDING), SOL, (p) => ({ ...p, tradeGoods: 6 }));
    s = setSpace(s, MECATOL, HACAN, { cruiser: 1 });
    const out = attempt(s, SOL, { type: 'remove-custodians', payment: { planets: [], tradeGoods: 6 } });
    expect(out.ok ? null : out.code).toBe('rule/custodians');
    expect(legalIntents(s, { kind: 'seat', seat: SOL }).some((i) => i.type === 'remove-custodians')).toBe(
      false,
    );
  });

  it('the Winnu remove it without spending influence (Blood Ties), and a payment offered is refused', () => {
    let s = activateFor(SOL, MECATOL, LANDING);
    s = withPlayer(s, SOL, (p) => ({ ...p, faction: 'winnu', tradeGoods: 2 }));
    const offered = legalIntents(s, { kind: 'seat', seat: SOL }).filter(
      (i) => i.type === 'remove-custodians',
    );
    expect(offered).toEqual([{ type: 'remove-custodians', payment: { planets: [], tradeGoods: 0 } }]);
    const paying = attempt(s, SOL, { type: 'remove-custodians', payment: { planets: [], tradeGoods: 2 } });
    expect(paying.ok ? null : paying.message).toMatch(/Blood Ties/);
    const out = attempt(s, SOL, { type: 'remove-custodians', payment: { planets: [], tradeGoods: 0 } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.custodians).toBe(false);
    expect(out.state.players[SOL]?.tradeGoods).toBe(2);
    expect(vp(out.state, SOL)).toBe(1);
  });

  it('no ground forces land on Mecatol Rex while the token is there', () => {
    const s = activateFor(SOL, MECATOL, { infantry: 2, carrier: 1 });
    const edit = {
      type: 'table-edit',
      edit: {
        kind: 'move',
        to: MECATOL,
        from: [],
        land: [{ planet: 'mecatol-rex', units: { infantry: 1 } }],
      },
    };
    const out = attempt(s, SOL, edit);
    expect(out.ok ? null : out.code).toBe('rule/custodians');
    const cleared = attempt({ ...s, custodians: false }, SOL, edit);
    expect(cleared.ok).toBe(true);
  });

  it('once removed, the next status phase is followed by the agenda phase', () => {
    const s = throughStatusPhase(beforeAgendaPhase(['mutiny']));
    expect(s.phase).toBe('agenda');
  });
});
