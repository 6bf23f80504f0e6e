// Mitosis (Arborec) at the start of the status phase (abilities/mitosis.ts in the rules): the Arborec
// choose a planet of theirs for 1 infantry before anyone scores; everyone else sees whom it waits for.

import { useState } from 'react';
import { PLANETS_BY_ID, type GameView } from '@initiative/rules';
import { send } from '../connection.ts';
import { offersOf } from '../offers.ts';
import { playerName } from '../format/players.ts';

export function MitosisPart({ view }: { view: GameView }) {
  const offers = offersOf(view, 'mitosis');
  const [planet, setPlanet] = useState(offers[0]?.planet ?? '');
  const placing = view.status?.mitosis ?? [];
  if (placing.length === 0) return null;
  const chosen = offers.some((o) => o.planet === planet) ? planet : (offers[0]?.planet ?? '');
  return (
    <div className="follow-agent" data-testid="mitosis">
      {offers.length > 0 ? (
        <>
          <p>Mitosis: before scoring, place 1 infantry from your reinforcements on a planet you control.</p>
          <label>
            Planet{' '}
            <select data-testid="mitosis-planet" value={chosen} onChange={(e) => setPlanet(e.target.value)}>
              {offers.map((o) => (
                <option key={o.planet} value={o.planet}>
                  {PLANETS_BY_ID.get(o.planet)?.name ?? o.planet}
                </option>
              ))}
            </select>
          </label>{' '}
          <button
            type="button"
            data-testid="mitosis-submit"
            onClick={() => send({ type: 'mitosis', planet: chosen })}
          >
            Place the infantry
          </button>
        </>
      ) : (
        <p>
          First {placing.map((s) => playerName(view, s)).join(' and ')} place 1 infantry on a planet
          (Mitosis); then scoring begins.
        </p>
      )}
    </div>
  );
}
