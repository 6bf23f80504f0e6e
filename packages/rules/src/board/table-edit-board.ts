// Table edits on the board that are not units (SPEC 2.6): control of a planet or a space station,
// exhausting or readying a planet, attachments. Each names whose planet or station it touched when that
// is another player's (the log marks it "on Brin's planet").

import { STATIONS_BY_ID } from '../content/index.ts';
import { commodityValue } from './commodities.ts';
import type { GameEvent } from '../state/events.ts';
import { planetName } from './forces.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { updatePlayer } from '../state/update.ts';

export interface EditResult {
  readonly state: GameState;
  /** The sentence after the editor's name, e.g. "moves 2 Carriers from … to …". */
  readonly text: string;
  readonly events: readonly GameEvent[];
  readonly unitSystems: readonly string[];
}

export const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

function attachmentName(id: string): string {
  return id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** "(its card comes exhausted; on Brin's planet)": notes after an edit's sentence, in one bracket. */
function aside(...parts: (string | null)[]): string {
  const kept = parts.filter((p): p is string => p !== null && p !== '');
  return kept.length === 0 ? '' : ` (${kept.join('; ')})`;
}

/** "on Brin's planet" when the place belongs to another player than the editor, else null. */
function onOther(state: GameState, controller: Seat | null, editor: Seat, what: string): string | null {
  return controller === null || controller === editor ? null : `on ${nameOf(state, controller)}'s ${what}`;
}

export function checkSeat(state: GameState, seat: Seat): RuleError | null {
  return state.players[seat]
    ? null
    : fail('rule/illegal-choice', `There is no seat ${seat + 1} in this game.`);
}

export function planetEdit(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'set-planet-control' | 'set-planet-exhausted' | 'attach' | 'detach' }>,
): EditResult | RuleError {
  if (edit.kind === 'set-planet-exhausted' && STATIONS_BY_ID.has(edit.planet))
    return stationExhausted(state, editor, edit);
  const planet = state.galaxy.planets[edit.planet];
  const name = planetName(edit.planet);
  if (!planet) return fail('rule/illegal-choice', `${name} is not on the board.`);
  // Another player's planet: the log says so (SPEC 2.6).
  const on = onOther(state, planet.controller, editor, 'planet');
  const put = (next: typeof planet, text: string, note: string | null = null): EditResult => ({
    state: {
      ...state,
      galaxy: { ...state.galaxy, planets: { ...state.galaxy.planets, [edit.planet]: next } },
    },
    text: `${text}${aside(note, on)}`,
    events: [],
    unitSystems: [],
  });
  switch (edit.kind) {
    case 'set-planet-control': {
      if (edit.controller !== null) {
        const bad = checkSeat(state, edit.controller);
        if (bad) return bad;
      }
      if (planet.controller === edit.controller) {
        return fail(
          'rule/illegal-choice',
          edit.controller === null
            ? `${name} is already uncontrolled.`
            : `${nameOf(state, edit.controller)} already controls ${name}.`,
        );
      }
      if (edit.controller === null)
        return put({ ...planet, controller: null, exhausted: false }, `leaves ${name} uncontrolled`);
      // LRR 25: a player who gains control of a planet takes its card exhausted.
      const text =
        edit.controller === editor
          ? `takes control of ${name}`
          : `gives control of ${name} to ${nameOf(state, edit.controller)}`;
      return put(
        { ...planet, controller: edit.controller, exhausted: true },
        text,
        'its card comes exhausted',
      );
    }
    case 'set-planet-exhausted':
      if (planet.exhausted === edit.exhausted)
        return fail('rule/illegal-choice', `${name} is already ${edit.exhausted ? 'exhausted' : 'ready'}.`);
      return put(
        { ...planet, exhausted: edit.exhausted },
        `${edit.exhausted ? 'exhausts' : 'readies'} ${name}`,
      );
    case 'attach':
      if (planet.attachments.includes(edit.attachment))
        return fail(
          'rule/illegal-choice',
          `${attachmentName(edit.attachment)} is already attached to ${name}.`,
        );
      return put(
        { ...planet, attachments: [...planet.attachments, edit.attachment] },
        `attaches ${attachmentName(edit.attachment)} to ${name}`,
      );
    case 'detach':
      if (!planet.attachments.includes(edit.attachment))
        return fail('rule/illegal-choice', `${name} carries no ${attachmentName(edit.attachment)}.`);
      return put(
        { ...planet, attachments: planet.attachments.filter((a) => a !== edit.attachment) },
        `removes ${attachmentName(edit.attachment)} from ${name}`,
      );
  }
}

/** A space station is exhausted and readied like a planet (003 note 3). */
function stationExhausted(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'set-planet-exhausted' }>,
): EditResult | RuleError {
  const station = state.galaxy.stations[edit.planet];
  const name = STATIONS_BY_ID.get(edit.planet)?.name ?? edit.planet;
  if (!station) return fail('rule/illegal-choice', `${name} is not on the board.`);
  if (station.exhausted === edit.exhausted)
    return fail('rule/illegal-choice', `${name} is already ${edit.exhausted ? 'exhausted' : 'ready'}.`);
  return {
    state: {
      ...state,
      galaxy: {
        ...state.galaxy,
        stations: { ...state.galaxy.stations, [edit.planet]: { ...station, exhausted: edit.exhausted } },
      },
    },
    text: `${edit.exhausted ? 'exhausts' : 'readies'} ${name}${aside(onOther(state, station.controller, editor, 'space station'))}`,
    events: [],
    unitSystems: [],
  };
}

export function stationControl(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'set-station-control' }>,
): EditResult | RuleError {
  const station = state.galaxy.stations[edit.station];
  const name = STATIONS_BY_ID.get(edit.station)?.name ?? edit.station;
  if (!station) return fail('rule/illegal-choice', `${name} is not on the board.`);
  if (edit.controller !== null) {
    const bad = checkSeat(state, edit.controller);
    if (bad) return bad;
  }
  if (station.controller === edit.controller)
    return fail('rule/illegal-choice', `${name} already has that controller.`);
  const before = station.controller;
  let next: GameState = {
    ...state,
    galaxy: {
      ...state.galaxy,
      stations: { ...state.galaxy.stations, [edit.station]: { ...station, controller: edit.controller } },
    },
  };
  const events: GameEvent[] = [];
  if (before !== null) {
    // 003 note 6.2: commodities over the lowered commodity value go back to the supply.
    const value = commodityValue(next, before);
    const held = next.players[before]?.commodities ?? 0;
    if (held > value) {
      next = updatePlayer(next, before, (p) => ({ ...p, commodities: value }));
      events.push({
        type: 'note',
        seat: before,
        text: `${nameOf(state, before)} returns ${held - value} commodit${held - value === 1 ? 'y' : 'ies'} over their commodity value.`,
      });
    }
  }
  const text =
    edit.controller === null
      ? `leaves ${name} uncontrolled`
      : edit.controller === editor
        ? `takes control of ${name}`
        : `gives control of ${name} to ${nameOf(state, edit.controller)}`;
  return {
    state: next,
    text: `${text}${aside(onOther(state, before, editor, 'space station'))}`,
    events,
    unitSystems: [],
  };
}
