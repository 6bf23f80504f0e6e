// Exploration at the table (LRR 35, 38): what an ability or a card the app does not resolve explores
// (Scanlink Drone Network, the Crown of Emphidia, Dark Energy Tap, Exploration Probe), and relic
// fragments purged for a relic drawn at the table (relics are not modeled).

import { explorationCardOf } from '../content/exploration-cards.ts';
import { PLANETS_BY_ID } from '../content/index.ts';
import { systemName } from '../board/card-helpers.ts';
import { planetName } from '../board/forces.ts';
import type { EditResult } from '../board/table-edit-board.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { explore } from './exploration.ts';

type ExploreEdit = Extract<TableEdit, { kind: 'explore' | 'explore-frontier' | 'purge-relic-fragments' }>;

const NO_DECKS = 'This game is played without the exploration decks (it was set up before they were dealt).';

export function exploreEdit(state: GameState, editor: Seat, edit: ExploreEdit): EditResult | RuleError {
  if (edit.kind === 'purge-relic-fragments') return purgeFragments(state, editor, edit.cards);
  if (!state.decks.exploration) return fail('rule/illegal-choice', NO_DECKS);
  const events: GameEvent[] = [];
  if (edit.kind === 'explore') {
    const planet = state.galaxy.planets[edit.planet];
    const name = planetName(edit.planet);
    if (!planet) return fail('rule/illegal-choice', `${name} is not on the board.`);
    if (planet.controller !== editor) return fail('rule/not-controlled', `You do not control ${name}.`);
    const trait = PLANETS_BY_ID.get(edit.planet)?.trait;
    if (trait === undefined)
      return fail('rule/illegal-choice', `${name} has no trait: it cannot be explored.`);
    const next = explore(state, editor, { planet: edit.planet }, trait, events);
    return { state: next, text: `explores ${name}`, events, unitSystems: [] };
  }
  const system = state.galaxy.systems.find((s) => s.systemId === edit.system);
  const name = systemName(edit.system);
  if (!system) return fail('rule/illegal-choice', `${name} is not on the board.`);
  if (!system.frontier) return fail('rule/illegal-choice', `${name} has no frontier token.`);
  const next = explore(state, editor, { frontier: edit.system }, 'frontier', events);
  return { state: next, text: `explores the frontier token in ${name}`, events, unitSystems: [] };
}

function purgeFragments(state: GameState, editor: Seat, cards: readonly string[]): EditResult | RuleError {
  const held = state.players[editor]?.relicFragments ?? [];
  if (new Set(cards).size !== cards.length) return fail('rule/illegal-choice', 'Name each fragment once.');
  const missing = cards.find((c) => !held.includes(c));
  if (missing !== undefined) return fail('rule/illegal-choice', `You hold no relic fragment "${missing}".`);
  const next = updatePlayer(state, editor, (p) => ({
    ...p,
    relicFragments: (p.relicFragments ?? []).filter((c) => !cards.includes(c)),
  }));
  const names = cards.map((c) => explorationCardOf(c)?.name ?? c).join(', ');
  return { state: next, text: `purges relic fragments (${names})`, events: [], unitSystems: [] };
}
