import { describe, expect, it } from 'vitest';
import { PLANETS_BY_ID } from '../../content/index.ts';
import { legalIntents, waitingFor } from '../../engine/legal.ts';
import type { GameState, Seat } from '../../state/state.ts';
import {
  HACAN,
  SAAR,
  SOL,
  MUAAT,
  attempt,
  notesOf,
  play,
  withPlanet,
  withPlayer,
} from '../../../test-support/turn-fixtures.ts';
import { viewFor } from '../../view/view.ts';
import {
  agendaTable,
  beforeAgendaPhase,
  readyPlanets,
  throughStatusPhase,
  toVote,
  voteAll,
} from '../../../test-support/agenda-fixtures.ts';
import { seatOutcome } from '../../board/agenda-outcomes.ts';

const influence = (ids: readonly string[]) =>
  ids.reduce((n, id) => n + (PLANETS_BY_ID.get(id)?.influence ?? 0), 0);

/** The first agenda is a for/against law, the second a directive. */
const TOP = ['fleet-regulations', 'mutiny'];

describe('the agenda phase (LRR 8)', () => {
  it('with the custodians token still on Mecatol Rex, the status phase leads straight to the next draft', () => {
    const s = throughStatusPhase({ ...beforeAgendaPhase(TOP), custodians: true });
    expect(s.phase).toBe('strategy');
    expect(s.round).toBe(2);
    expect(s.agenda).toBeNull();
  });

  it('without the token, the round ends with an agenda phase revealing the top agenda, the one a Politics player left there', () => {
    const s = agendaTable(TOP);
    expect(s.phase).toBe('agenda');
    expect(s.round).toBe(1);
    expect(s.agenda?.agenda).toBe('fleet-regulations');
    expect(s.agenda?.number).toBe(1);
    expect(s.decks.agenda).not.toContain('fleet-regulations');
    expect(s.decks.agenda[0]).toBe('mutiny');
  });

  it('every player answers the response window before the vote, and the table waits for all who have not', () => {
    let s = agendaTable(TOP);
    expect([...waitingFor(s).seats].sort()).toEqual([0, 1, 2, 3]);
    expect(attempt(s, SOL, { type: 'cast-votes', outcome: 'for', planets: readyPlanets(s, SOL) }).ok).toBe(
      false,
    );
    s = play(s, SOL, { type: 'agenda-respond' });
    const again = attempt(s, SOL, { type: 'agenda-respond' });
    expect(again.ok ? null : again.code).toBe('rule/already-decided');
    expect(waitingFor(s).seats).not.toContain(SOL);
    s = toVote(s);
    expect(s.agenda?.step).toBe('vote');
  });

  it("players vote from the speaker's left, clockwise, the speaker last", () => {
    const s = toVote(agendaTable(TOP));
    const n = s.players.length;
    expect(s.agenda?.order).toEqual(Array.from({ length: n }, (_, i) => (s.speaker + 1 + i) % n));
    expect(waitingFor(s).seats).toEqual([(s.speaker + 1) % n]);
  });

  it('a vote exhausts the planets chosen and counts their influence; trade goods and space stations cast none', () => {
    let s = toVote(agendaTable(TOP));
    const voter = s.agenda?.order[0] as Seat;
    s = withPlayer(s, voter, (p) => ({ ...p, tradeGoods: 5 }));
    const planets = readyPlanets(s, voter);
    const out = attempt(s, voter, { type: 'cast-votes', outcome: 'for', planets });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.agenda?.votes[0]).toEqual({ seat: voter, outcome: 'for', votes: influence(planets) });
    for (const id of planets) expect(out.state.galaxy.planets[id]?.exhausted).toBe(true);
    expect(out.state.players[voter]?.tradeGoods).toBe(5);
    expect(notesOf(out).join(' ')).toMatch(/casts \d+ votes? for For/);
    const station = attempt(s, voter, { type: 'cast-votes', outcome: 'for', planets: ['tsion-station'] });
    expect(station.ok ? null : station.message).toMatch(/not a planet on the board/);
  });

  it('out of turn, another seat, an unknown outcome or an exhausted planet is refused and changes nothing', () => {
    const s = toVote(agendaTable(TOP));
    const voter = s.agenda?.order[0] as Seat;
    const other = s.agenda?.order[1] as Seat;
    const late = attempt(s, other, { type: 'cast-votes', outcome: 'for', planets: readyPlanets(s, other) });
    expect(late.ok ? null : late.code).toBe('intent/not-your-turn');
    const odd = attempt(s, voter, { type: 'cast-votes', outcome: 'maybe', planets: readyPlanets(s, voter) });
    expect(odd.ok ? null : odd.message).toMatch(/not an outcome of Fleet Regulations/);
    const foreign = attempt(s, voter, {
      type: 'cast-votes',
      outcome: 'for',
      planets: readyPlanets(s, other),
    });
    expect(foreign.ok ? null : foreign.code).toBe('rule/not-controlled');
    const spectator = attempt(s, { kind: 'spectator' }, { type: 'cast-votes', outcome: null, planets: [] });
    expect(spectator.ok ? null : spectator.code).toBe('intent/spectator');
    const [first] = readyPlanets(s, voter);
    const tired = withPlanet(s, first as string, (p) => ({ ...p, exhausted: true }));
    const again = attempt(tired, voter, { type: 'cast-votes', outcome: 'for', planets: [first as string] });
    expect(again.ok ? null : again.message).toMatch(/already exhausted/);
  });

  it('the outcome with the most votes wins: a law that passes stays in play, a directive is discarded', () => {
    let s = toVote(agendaTable(TOP));
    s = voteAll(s, () => 'for');
    expect(s.laws).toEqual([{ id: 'fleet-regulations', elected: null }]);
    expect(s.agenda?.agenda).toBe('mutiny');
    expect(s.agenda?.number).toBe(2);
    s = voteAll(toVote(s), () => null);
    // Nobody voted: the speaker decides among every outcome.
    expect(s.agenda?.step).toBe('tie');
    expect(s.agenda?.tied).toEqual(['for', 'against']);
    expect(waitingFor(s).seats).toEqual([s.speaker]);
    s = play(s, s.speaker, { type: 'break-tie', outcome: 'against' });
    expect(s.decks.agendaDiscard).toContain('mutiny');
    expect(s.laws.map((l) => l.id)).toEqual(['fleet-regulations']);
  });

  it('a law voted down is discarded', () => {
    const s = voteAll(toVote(agendaTable(TOP)), () => 'against');
    expect(s.laws).toEqual([]);
    expect(s.decks.agendaDiscard).toContain('fleet-regulations');
  });

  it('a tie is broken by the speaker alone, among the tied outcomes', () => {
    // Under Representative Government each player casts one vote: one for, one against, the rest abstain.
    let s = toVote({
      ...agendaTable(['mutiny', 'fleet-regulations']),
      laws: [{ id: 'representative-government', elected: null }],
    });
    const [a, b] = s.agenda?.order as Seat[];
    s = play(s, a as Seat, { type: 'cast-votes', outcome: 'for', planets: [] });
    s = play(s, b as Seat, { type: 'cast-votes', outcome: 'against', planets: [] });
    s = voteAll(s, () => null);
    expect(s.agenda?.step).toBe('tie');
    expect(s.agenda?.tied).toEqual(['for', 'against']);
    const notSpeaker = s.players.find((p) => p.seat !== s.speaker)?.seat as Seat;
    const wrong = attempt(s, notSpeaker, { type: 'break-tie', outcome: 'for' });
    expect(wrong.ok ? null : wrong.code).toBe('intent/not-your-turn');
    expect(legalIntents(s, { kind: 'seat', seat: s.speaker })).toEqual([
      { type: 'break-tie', outcome: 'for' },
      { type: 'break-tie', outcome: 'against' },
    ]);
    s = play(s, s.speaker, { type: 'break-tie', outcome: 'for' });
    expect(s.agenda?.agenda).toBe('fleet-regulations');
  });

  it('after the second agenda every planet is readied and the next round begins with its draft', () => {
    let s = voteAll(toVote(agendaTable(TOP)), () => 'for');
    // Every planet was exhausted on the first agenda: nobody can vote, the speaker decides.
    s = voteAll(toVote(s), (seat) => (seat === SOL ? 'against' : 'for'));
    expect(s.agenda?.step).toBe('tie');
    s = play(s, s.speaker, { type: 'break-tie', outcome: 'against' });
    expect(s.phase).toBe('strategy');
    expect(s.round).toBe(2);
    expect(s.agenda).toBeNull();
    expect(Object.values(s.galaxy.planets).every((p) => !p.exhausted)).toBe(true);
  });

  it('an elect-a-player agenda offers every player as an outcome', () => {
    const s = toVote(agendaTable(['archived-secret', 'mutiny']));
    const view = viewFor(s, { kind: 'spectator' });
    expect(view.agenda?.outcomes).toEqual([SOL, HACAN, SAAR, MUAAT].map(seatOutcome));
  });

  it('nobody, not even a spectator or the voters, sees an agenda not yet revealed', () => {
    const s = agendaTable(TOP);
    const hidden = s.decks.agenda;
    for (const viewer of [{ kind: 'spectator' } as const, { kind: 'seat', seat: SOL } as const]) {
      const json = JSON.stringify(viewFor(s, viewer));
      expect(json).toContain('fleet-regulations');
      for (const id of hidden) expect(json).not.toContain(`"${id}"`);
    }
  });
});

describe('the response window', () => {
  function withCard(state: GameState, seat: Seat, card: string): GameState {
    return withPlayer(state, seat, (p) => ({ ...p, actionCards: [...p.actionCards, card] }));
  }

  it('offers a held agenda-phase action card to its holder only, and playing it is public', () => {
    const s = withCard(agendaTable(TOP), HACAN, 'bribery-1');
    expect(legalIntents(s, { kind: 'seat', seat: HACAN })).toContainEqual({
      type: 'agenda-respond',
      card: 'bribery-1',
    });
    expect(legalIntents(s, { kind: 'seat', seat: SOL })).toEqual([{ type: 'agenda-respond' }]);
    const out = attempt(s, HACAN, { type: 'agenda-respond', card: 'bribery-1' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[HACAN]?.actionCards).not.toContain('bribery-1');
    expect(out.state.decks.actionDiscard).toContain('bribery-1');
    expect(notesOf(out).join(' ')).toMatch(/plays the action card Bribery/);
    // The window stays open for the player who played.
    expect(out.state.agenda?.responded).not.toContain(HACAN);
  });

  it('Veto discards the agenda and reveals the next one, with a new window', () => {
    let s = play(agendaTable(TOP), SOL, { type: 'agenda-respond' });
    s = withCard(s, HACAN, 'veto-1');
    s = play(s, HACAN, { type: 'agenda-respond', card: 'veto-1' });
    expect(s.agenda?.agenda).toBe('mutiny');
    expect(s.agenda?.number).toBe(1);
    expect(s.agenda?.responded).toEqual([]);
    expect(s.decks.agendaDiscard).toContain('fleet-regulations');
  });

  it('refuses a card not in hand or not played in the agenda phase', () => {
    const s = withCard(agendaTable(TOP), HACAN, 'sabotage-1');
    const notHeld = attempt(s, SOL, { type: 'agenda-respond', card: 'veto-1' });
    expect(notHeld.ok ? null : notHeld.message).toMatch(/not in your hand/);
    const wrong = attempt(s, HACAN, { type: 'agenda-respond', card: 'sabotage-1' });
    expect(wrong.ok ? null : wrong.message).toMatch(/not played in answer to an agenda/);
  });

  it('the host can move on: undecided players go to the vote, a voter who does not vote abstains', () => {
    let s = play(agendaTable(TOP), { kind: 'host' }, { type: 'skip-undecided' });
    expect(s.agenda?.step).toBe('vote');
    const voter = s.agenda?.order[0] as Seat;
    s = play(s, { kind: 'host' }, { type: 'skip-undecided' });
    expect(s.agenda?.votes[0]).toEqual({ seat: voter, outcome: null, votes: 0 });
  });
});
