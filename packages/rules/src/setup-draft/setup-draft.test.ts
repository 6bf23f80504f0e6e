// A whole setup draft as a lobby runs it, into a game: for every player count and both formats the
// seat that drafted position 1 is the game's first seat and speaker, each seat plays the faction it
// drafted from the home the layout gives its position, with its own slice around it (issue 30).

import { describe, expect, it } from 'vitest';

import { CREUSS_GATE_SYSTEM_ID, SYSTEMS_BY_ID } from '../content/systems.ts';
import { tileAt } from '../map/galaxy-map.ts';
import { parseMapString } from '../map/map-string.ts';
import { createGame } from '../rules/setup.ts';
import { PLAYER_COLORS } from '../state/state.ts';
import { miltySeatSlots, sliceSlots } from '../map/milty-seats.ts';
import { PLAYER_COUNTS, standardLayout } from '../map/layouts.ts';
import { draftChoices, draftPick, draftTurn, type MiltyDraftState } from './draft.ts';
import { beginSetupDraft, draftBoard, finishSetupDraft, slicesMapString } from './setup-draft.ts';

/** Plays a draft to its end, each seat taking the `k`-th of its choices (mod how many it has). */
function playOut(state: MiltyDraftState, k: number): MiltyDraftState {
  let s = state;
  for (let seat = draftTurn(s); seat !== null; seat = draftTurn(s)) {
    const choices = draftChoices(s, seat);
    const next = draftPick(s, seat, choices[(k + seat) % choices.length] ?? choices[0]!);
    if ('ok' in next) throw new Error(next.message);
    s = next;
  }
  return s;
}

describe('a setup draft into a game', () => {
  for (const players of PLAYER_COUNTS) {
    for (const format of ['milty', 'milty-eq'] as const) {
      it(`${players} players, ${format}: speaker, factions, homes and slices follow the picks`, () => {
        const begun = beginSetupDraft(`seed-${players}-${format}`, players, { format }, false);
        if (!begun.ok) throw new Error(begun.message);
        const done = playOut(begun.state, players);
        const outcome = finishSetupDraft(done);
        if ('ok' in outcome) throw new Error(outcome.message);
        // The seat that drafted position p sits p-th.
        outcome.seatOrder.forEach((lobbySeat, i) => {
          const position = done.picks.find((p) => p.seat === lobbySeat && p.pick.kind === 'position')?.pick;
          expect(position).toEqual({ kind: 'position', position: i + 1 });
        });
        const game = createGame(
          {
            name: 'Drafted',
            seats: outcome.factions.map((faction, i) => ({
              name: `P${i + 1}`,
              color: PLAYER_COLORS[i]!,
              faction,
            })),
            victoryPoints: 10,
            mapString: outcome.mapString,
            speaker: 0,
            options: { editsNeedApproval: false, timedConstruction: false, promissoryNotes: true },
          },
          'game-seed',
        );
        if (!game.ok) throw new Error(game.message);
        const { state } = game;
        expect(state.speaker).toBe(0);
        expect(state.players.map((p) => p.faction)).toEqual(outcome.factions);
        const layout = standardLayout(players);
        const seatSlots = miltySeatSlots(players);
        const slots = sliceSlots(format === 'milty-eq');
        state.players.forEach((player, i) => {
          // The Ghosts of Creuss leave their gate in their home position (their home is off the board).
          const atHome = state.galaxy.systems.find((s) => s.position === layout.homes[i])?.systemId;
          expect([player.homeSystem, CREUSS_GATE_SYSTEM_ID]).toContain(atHome);
          const lobbySeat = outcome.seatOrder[i]!;
          const slice = done.picks.find((p) => p.seat === lobbySeat && p.pick.kind === 'slice')?.pick;
          const systems = slice?.kind === 'slice' ? done.slices[slice.slice]! : [];
          const placed = slots.map(
            (slot) => state.galaxy.systems.find((s) => s.position === seatSlots[i]![slot])?.systemId,
          );
          expect(placed).toEqual(systems);
        });
      });
    }
  }

  it('the board every client sees: values, wormholes, the turn', () => {
    const begun = beginSetupDraft(
      'board',
      6,
      { format: 'milty', bans: ['arborec'], priority: ['naalu-collective'] },
      false,
    );
    if (!begun.ok) throw new Error(begun.message);
    const board = draftBoard('milty', begun.state);
    expect(board.slices).toHaveLength(6);
    expect(board.factions).toHaveLength(9);
    expect(board.factions).toContain('naalu-collective');
    expect(board.factions).not.toContain('arborec');
    for (const slice of board.slices) {
      expect(slice.optimal.influence).toBeGreaterThanOrEqual(4);
      expect(slice.optimal.resources).toBeGreaterThanOrEqual(2.5);
      expect(slice.optimal.total).toBeGreaterThanOrEqual(9);
      expect(slice.optimal.total).toBeLessThanOrEqual(13);
    }
    expect(board.turn).toBe(board.order[0]);
  });

  it('refuses options the generator cannot meet, with the generator’s reason', () => {
    const begun = beginSetupDraft(
      'x',
      6,
      { format: 'milty', bounds: { minInfluence: 12, minResources: 12, minTotal: 30, maxTotal: 31 } },
      false,
    );
    expect(begun.ok).toBe(false);
    expect(!begun.ok && begun.code).toMatch(/^slices\//);
  });

  it('the same seed and options draw the same board (a stored draft replays)', () => {
    const a = beginSetupDraft('same', 5, { format: 'milty-eq' }, true);
    const b = beginSetupDraft('same', 5, { format: 'milty-eq' }, true);
    expect(a).toEqual(b);
  });

  it('offline slices seat slice k at position k', () => {
    const begun = beginSetupDraft('offline', 4, { format: 'milty' }, false);
    if (!begun.ok) throw new Error(begun.message);
    const s = begun.state;
    const parsed = parseMapString(slicesMapString(s), SYSTEMS_BY_ID, { playerCount: 4 });
    if (!parsed.ok) throw new Error(parsed.message);
    miltySeatSlots(4).forEach((at, k) =>
      expect(sliceSlots(false).map((slot) => tileAt(parsed.map, at[slot]!)?.systemId)).toEqual(s.slices[k]),
    );
  });
});
