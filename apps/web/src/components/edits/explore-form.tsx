// Exploration at the table (rules table-edit-explore.ts): explore a planet you control (again, or by
// an ability the app does not trigger), a system's frontier token, or purge relic fragments for a
// relic drawn at the table. The card drawn is named in the log once the edit is made.

import { useState } from 'react';
import {
  PLANETS_BY_ID,
  explorationCardOf,
  systemName,
  type GameView,
  type TableEdit,
} from '@initiative/rules';
import { EditSubmit } from './fields.tsx';
import type { ExploreEditKind } from './kinds.ts';

export function ExploreEditForm({
  view,
  seat,
  kind,
}: {
  view: GameView;
  seat: number;
  kind: ExploreEditKind;
}) {
  const [planet, setPlanet] = useState('');
  const [system, setSystem] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const noDecks = !view.exploration;
  const mine = Object.entries(view.galaxy.planets)
    .filter(([id, st]) => st.controller === seat && PLANETS_BY_ID.get(id)?.trait !== undefined)
    .map(([id]) => ({ id, name: PLANETS_BY_ID.get(id)?.name ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const frontiers = view.galaxy.systems.filter((s) => s.frontier).map((s) => s.systemId);
  const fragments = view.players[seat]?.relicFragments ?? [];

  let edit: TableEdit | null = null;
  let missing = '';
  if (kind !== 'purge-relic-fragments' && noDecks) missing = 'This game has no exploration decks.';
  else if (kind === 'explore') {
    if (!planet) missing = 'Choose a planet of yours that has a trait.';
    else edit = { kind, planet };
  } else if (kind === 'explore-frontier') {
    if (!system) missing = 'Choose a system with a frontier token.';
    else edit = { kind, system };
  } else if (chosen.length === 0) missing = 'Choose the fragments to purge.';
  else edit = { kind, cards: [...chosen] };

  return (
    <div className="edit-form" data-testid={`edit-form-${kind}`}>
      {kind === 'explore' && (
        <label>
          Planet{' '}
          <select
            data-testid="edit-explore-planet"
            value={planet}
            onChange={(e) => setPlanet(e.target.value)}
          >
            <option value="">choose…</option>
            {mine.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind === 'explore-frontier' && (
        <label>
          System{' '}
          <select
            data-testid="edit-explore-system"
            value={system}
            onChange={(e) => setSystem(e.target.value)}
          >
            <option value="">choose…</option>
            {frontiers.map((id) => (
              <option key={id} value={id}>
                {systemName(id)}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind === 'purge-relic-fragments' && (
        <fieldset>
          <legend>Your relic fragments</legend>
          {fragments.length === 0 && <p className="hint">You hold no relic fragment.</p>}
          {fragments.map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                checked={chosen.includes(id)}
                onChange={(e) =>
                  setChosen(e.target.checked ? [...chosen, id] : chosen.filter((c) => c !== id))
                }
              />{' '}
              {explorationCardOf(id)?.name ?? id}
            </label>
          ))}
        </fieldset>
      )}
      <EditSubmit view={view} edit={edit} missing={missing} />
    </div>
  );
}
