// The timed construction variant's progress (SPEC 2.5; shared/rules/004 §17): each status phase
// removes counters and completes what has none left; an item can be cancelled on its owner's turn for
// half its cost (§17.5). The queue itself is construction-queue.ts.

import { describeItem } from '../board/construction-queue.ts';
import type { GameEvent } from '../state/events.ts';
import { changePlanet, changeSpace, countOf, isShip, otherShipOwners, planetName } from '../board/forces.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { ConstructionItem, GameState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { updatePlayer } from '../state/update.ts';
import { after } from '../hooks/mechanisms.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** The producing dock still stands: the player controls its planet and has a unit with production there. */
function dockStands(state: GameState, item: Extract<ConstructionItem, { kind: 'unit' }>): boolean {
  if (item.dock === 'space') return true;
  const planet = state.galaxy.planets[item.dock];
  return (
    !!planet && planet.controller === item.seat && countOf(planet.units[String(item.seat)], 'space-dock') > 0
  );
}

type Step = { state: GameState; done: boolean };

function complete(state: GameState, item: ConstructionItem, events: GameEvent[]): Step {
  const who = nameOf(state, item.seat);
  switch (item.kind) {
    case 'technology': {
      const next = updatePlayer(state, item.seat, (p) =>
        p.technologies.includes(item.technology)
          ? p
          : { ...p, technologies: [...p.technologies, item.technology] },
      );
      events.push({
        type: 'note',
        seat: item.seat,
        text: `${who} completes research of ${describeItem(item)}.`,
      });
      const acidos = after('technologyGained', next, item.seat);
      events.push(...acidos.events);
      return { state: acidos.state, done: true };
    }
    case 'structure': {
      const planet = state.galaxy.planets[item.planet];
      if (!planet || planet.controller !== item.seat || planet.attachments.includes('demilitarized-zone')) {
        events.push({
          type: 'note',
          seat: item.seat,
          text: `${who}'s ${describeItem(item)} is lost before completion: the planet is no longer theirs to build on.`,
        });
        return { state, done: true };
      }
      events.push({ type: 'note', seat: item.seat, text: `${who}'s ${describeItem(item)} is complete.` });
      return { state: changePlanet(state, item.planet, item.seat, item.unit, 1), done: true };
    }
    case 'unit': {
      if (!dockStands(state, item)) {
        events.push({
          type: 'note',
          seat: item.seat,
          text: `${who}'s production of ${describeItem(item)} is cancelled without refund: the space dock is gone (004 §17.5).`,
        });
        return { state, done: true };
      }
      const blocked =
        item.place === 'space'
          ? isShip(item.unit) && otherShipOwners(state, item.system, item.seat).length > 0
          : state.galaxy.planets[item.place]?.controller !== item.seat;
      if (blocked) {
        events.push({
          type: 'note',
          seat: item.seat,
          text: `${who}'s ${describeItem(item)} cannot be placed yet (${item.place === 'space' ? "another player's ships are there" : `${planetName(item.place)} is not theirs`}) and stays in production (004 §17.3).`,
        });
        return { state, done: false };
      }
      let next =
        item.place === 'space'
          ? changeSpace(state, item.system, item.seat, item.unit, item.count)
          : changePlanet(state, item.place, item.seat, item.unit, item.count);
      events.push({
        type: 'note',
        seat: item.seat,
        text: `${who}'s ${describeItem(item)} leave the production queue.`,
      });
      const stations = stationControlChanges(next, item.system);
      next = stations.state;
      events.push(...stations.events);
      return { state: next, done: true };
    }
  }
}

/**
 * Status phase: removes one counter from each structure and technology under construction and from
 * the first unit of each production queue; completes those at zero. The status phase calls this.
 */
export function advanceConstruction(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  if (state.construction.items.length === 0) return { state, events };
  const queues = new Set<string>();
  let next = state;
  const kept: ConstructionItem[] = [];
  for (const item of state.construction.items) {
    let counters = item.counters;
    if (item.kind === 'unit') {
      const queue = `${item.seat}:${item.system}:${item.dock}`;
      if (queues.has(queue)) {
        kept.push(item);
        continue;
      }
      queues.add(queue);
    }
    counters = Math.max(0, counters - 1);
    if (counters > 0) {
      kept.push({ ...item, counters });
      continue;
    }
    const step = complete(next, { ...item, counters }, events);
    next = step.state;
    if (!step.done) kept.push({ ...item, counters });
  }
  return { state: { ...next, construction: { ...next.construction, items: kept } }, events };
}

/** §17.5: cancel something under construction on one's own turn; half its cost back as trade goods. */
export function cancelConstruction(state: GameState, seat: Seat, id: number): Outcome {
  if (state.phase !== 'action')
    return fail('intent/wrong-phase', 'Construction is cancelled during the action phase.');
  if (state.active !== seat) {
    return fail(
      'intent/not-your-turn',
      `Cancel on your own turn; it is ${nameOf(state, state.active ?? 0)}'s turn.`,
    );
  }
  if (state.strategic)
    return fail('intent/wrong-phase', 'Wait until the current strategic action has been resolved.');
  const item = state.construction.items.find((i) => i.id === id);
  if (!item) return fail('rule/illegal-choice', 'Nothing with that number is under construction.');
  if (item.seat !== seat) return fail('rule/illegal-choice', 'That is another player’s construction.');
  const refund = Math.floor(item.paid / 2);
  let next: GameState = {
    ...state,
    construction: { ...state.construction, items: state.construction.items.filter((i) => i.id !== id) },
  };
  next = updatePlayer(next, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods + refund }));
  return applied(next, [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} cancels ${describeItem(item)}${refund > 0 ? ` and gets ${refund} trade good${refund === 1 ? '' : 's'} back` : ''}.`,
    },
  ]);
}
