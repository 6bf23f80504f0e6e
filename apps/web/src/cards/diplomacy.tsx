// Diplomacy (LRR 32): the active player picks a system (from the list the
// engine offers, or on the map) and up to two exhausted planets to ready; a
// player with empty reinforcements picks the pool their token comes from;
// followers pick up to two planets to ready. The Xxcha may also name a planet
// to take with Peace Accords in either form.

import { useState } from 'react';
import {
  DIPLOMACY_READY,
  PLANETS_BY_ID,
  SYSTEMS_BY_ID,
  factionHas,
  peaceAccordsPlanets,
  type GameView,
  type TokenPool,
} from '@initiative/rules';
import { isHostHere, sendAsHost } from '../components/table-edits-host.ts';
import type { CardFormProps } from './types.ts';
import { FormError, PlacePicker, Totals } from './pickers.tsx';
import { playerName } from '../format/players.ts';
import { placesOf, type Place } from './places.ts';
import { useMapPick } from '../use-map-pick.ts';
import { HostStopWaiting } from '../components/host-stop-waiting.tsx';

/** The Xxcha's Peace Accords: one planet to take after Diplomacy (the engine checks it again). */
function usePeaceAccords(view: GameView, seat: number) {
  const [chosen, setChosen] = useState<string[]>([]);
  const xxcha = factionHas(view.players[seat]?.faction ?? '', 'xxcha-peace-accords');
  const places: Place[] = xxcha
    ? peaceAccordsPlanets(view.galaxy, seat).map((id) => {
        const data = PLANETS_BY_ID.get(id);
        const owner = view.galaxy.planets[id]?.controller;
        const held = owner === null || owner === undefined ? '' : ` (${playerName(view, owner)}’s)`;
        return {
          id,
          name: `${data?.name ?? id}${held}`,
          resources: data?.resources ?? 0,
          influence: data?.influence ?? 0,
          station: false,
          exhausted: false,
        };
      })
    : [];
  const field = xxcha ? { peaceAccords: chosen[0] ?? null } : {};
  const picker = xxcha ? (
    <>
      <h3>Peace Accords: take one planet without units next to yours (optional)</h3>
      <PlacePicker
        places={places}
        chosen={chosen}
        onChange={setChosen}
        show="both"
        max={1}
        mapPick={false}
        testid="peace-accords"
        empty="No planet without units lies next to a planet of yours."
      />
    </>
  ) : null;
  return { field, picker };
}

function systemLabel(systemId: string): string {
  const data = SYSTEMS_BY_ID.get(systemId);
  const names = [...(data?.planets ?? []), ...(data?.stations ?? [])].map((p) => p.name);
  return names.length > 0 ? names.join(' / ') : `System ${systemId}`;
}

function offeredSystems(view: GameView): string[] {
  const systems = view.strategic?.data['systems'];
  return Array.isArray(systems) ? systems.filter((s): s is string => typeof s === 'string') : [];
}

export function DiplomacyPrimary({ view, seat, submit }: CardFormProps) {
  const systems = offeredSystems(view);
  const [system, setSystem] = useState<string | null>(systems[0] ?? null);
  const [ready, setReady] = useState<string[]>([]);
  const exhausted = placesOf(view, seat, true);
  const accords = usePeaceAccords(view, seat);
  useMapPick((_planet, systemId) => {
    if (systems.includes(systemId)) setSystem(systemId);
  });
  const onBoard = view.galaxy.systems.find((s) => s.systemId === system);
  const others = view.players.filter((p) => p.seat !== seat);
  const already = others.filter((p) => onBoard?.tokens.includes(p.seat));
  const placing = others.filter((p) => !onBoard?.tokens.includes(p.seat));
  return (
    <div className="card-form diplomacy-form" data-testid="diplomacy-form">
      <h3>System (a planet of yours, not Mecatol Rex) — or click it on the map</h3>
      {systems.length === 0 ? (
        <p className="hint">You control no planet outside Mecatol Rex: no system can be chosen.</p>
      ) : (
        <ul className="plain place-picker" data-testid="diplomacy-systems">
          {systems.map((id) => (
            <li key={id}>
              <button
                type="button"
                className={`pick ${system === id ? 'on' : ''}`}
                aria-pressed={system === id}
                data-testid={`diplomacy-system-${id}`}
                onClick={() => setSystem(id)}
              >
                {systemLabel(id)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {system && (
        <Totals testid="diplomacy-effect">
          {placing.length > 0
            ? `${placing.map((p) => p.name).join(', ')} will place a command token in ${systemLabel(system)}.`
            : 'Everyone already has a command token there.'}
          {already.length > 0
            ? ` ${already.map((p) => p.name).join(', ')} already ${already.length === 1 ? 'has' : 'have'} one.`
            : ''}
        </Totals>
      )}
      <h3>Ready up to {DIPLOMACY_READY} exhausted planets</h3>
      <PlacePicker
        places={exhausted}
        chosen={ready}
        onChange={setReady}
        show="both"
        max={DIPLOMACY_READY}
        testid="diplomacy-ready"
        empty="None of your planets is exhausted."
      />
      {accords.picker}
      <FormError text={systems.length > 0 && !system ? 'Choose a system.' : null} testid="diplomacy-error" />
      <button
        type="button"
        data-testid="diplomacy-submit"
        disabled={systems.length > 0 && !system}
        onClick={() => submit({ system, ready, ...accords.field })}
      >
        Resolve Diplomacy
      </button>
    </div>
  );
}

/** A player with empty reinforcements chooses the pool their Diplomacy token comes from (LRR 32.2). */
export function DiplomacyChoice({ view, seat, submit }: CardFormProps) {
  const pools = view.players[seat]?.pools;
  const systemId = view.strategic?.data['system'];
  const where = typeof systemId === 'string' ? systemLabel(systemId) : 'the chosen system';
  const active = view.strategic ? playerName(view, view.strategic.active) : 'The active player';
  return (
    <div className="card-form diplomacy-choice" data-testid="diplomacy-choice">
      <p>
        {active} chose {where}. Your reinforcements are empty, so you must take the command token from a pool
        on your command sheet. Which one?
      </p>
      {(['tactic', 'fleet', 'strategy'] as const satisfies readonly TokenPool[]).map((pool) => (
        <button
          key={pool}
          type="button"
          data-testid={`diplomacy-pool-${pool}`}
          disabled={(pools?.[pool] ?? 0) === 0}
          onClick={() => submit({ pool })}
        >
          {pool} ({pools?.[pool] ?? 0})
        </button>
      ))}
    </div>
  );
}

export function DiplomacySecondary({ view, seat, submit }: CardFormProps) {
  const [ready, setReady] = useState<string[]>([]);
  const exhausted = placesOf(view, seat, true);
  const accords = usePeaceAccords(view, seat);
  return (
    <div className="card-form diplomacy-form" data-testid="diplomacy-follow-form">
      <h3>Ready up to {DIPLOMACY_READY} exhausted planets (costs a strategy token)</h3>
      <PlacePicker
        places={exhausted}
        chosen={ready}
        onChange={setReady}
        show="both"
        max={DIPLOMACY_READY}
        testid="diplomacy-follow-ready"
        empty="None of your planets is exhausted: following would only spend the token."
      />
      {accords.picker}
      <button
        type="button"
        data-testid="diplomacy-follow-submit"
        onClick={() => submit({ ready, ...accords.field })}
      >
        Follow: ready {ready.length} planet{ready.length === 1 ? '' : 's'}
      </button>
    </div>
  );
}

/** What everyone sees while Diplomacy resolves. */
export function DiplomacyStatus({ view }: { view: GameView }) {
  const system = view.strategic?.data['system'];
  const awaiting = view.strategic?.data['awaiting'];
  if (typeof system !== 'string') return null;
  const waiting = Array.isArray(awaiting) ? awaiting.filter((s): s is number => typeof s === 'number') : [];
  return (
    <>
      <p className="hint" data-testid="diplomacy-status">
        Diplomacy on {systemLabel(system)}.
        {waiting.length > 0
          ? ` Waiting for ${waiting.map((s) => playerName(view, s)).join(', ')} to choose the pool their command token comes from.`
          : ''}
      </p>
      {waiting.length > 0 && isHostHere() && (
        <HostStopWaiting
          testId="diplomacy-host-skip"
          consequence="Their command token comes from their first pool that has one."
          onConfirm={() => sendAsHost({ type: 'skip-undecided' })}
        />
      )}
    </>
  );
}
