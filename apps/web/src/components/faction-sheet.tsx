// A player's faction sheet, as the physical one would tell you: faction, abilities (in our own
// words), commodity value, home system, starting and faction technologies, flagship and mech.

import {
  FACTION_SHEETS,
  FACTIONS_BY_ID,
  SYSTEMS_BY_ID,
  TECHNOLOGIES_BY_ID,
  factionTechnologies,
  type GameView,
} from '@initiative/rules';
import { TechnologyInfo } from './info-tip.tsx';
import { commodityValueOf } from '../format/players.ts';
import './info.css';

export function FactionSheet({
  view,
  seat,
  onClose,
}: {
  readonly view: GameView;
  readonly seat: number;
  readonly onClose: () => void;
}) {
  const p = view.players[seat];
  if (!p) return null;
  const faction = FACTIONS_BY_ID.get(p.faction);
  const sheet = FACTION_SHEETS[p.faction];
  const home = SYSTEMS_BY_ID.get(p.homeSystem);
  const stations = Object.values(view.galaxy.stations).filter((s) => s.controller === seat).length;
  const starting = faction?.startingTechnologies ?? [];
  const choice = faction?.startingTechnologyChoice;
  return (
    <article className="faction-sheet" data-testid="faction-sheet">
      <header className="faction-sheet-head">
        <span className={`chip color-${p.color}`} />
        <div>
          <h2 data-testid="faction-sheet-name">{faction?.name ?? p.faction}</h2>
          <p className="hint">Played by {p.name}</p>
        </div>
        <button type="button" className="small" onClick={onClose} autoFocus>
          Close
        </button>
      </header>
      <dl className="faction-facts">
        <div>
          <dt>Commodity value</dt>
          <dd data-testid="faction-sheet-commodities">
            {faction?.commodities ?? '?'}
            {stations > 0 ? ` (+${stations} for space stations: ${commodityValueOf(view, seat)})` : ''}
          </dd>
        </div>
        <div>
          <dt>Home system</dt>
          <dd>
            Tile {p.homeSystem}
            {home && home.planets.length > 0
              ? `: ${home.planets.map((x) => `${x.name} ${x.resources}/${x.influence}`).join(', ')}`
              : ''}
          </dd>
        </div>
        <div>
          <dt>Flagship</dt>
          <dd>{sheet?.flagship ?? '—'}</dd>
        </div>
        <div>
          <dt>Mech</dt>
          <dd>{sheet?.mech ?? '—'}</dd>
        </div>
      </dl>
      <h3>Abilities</h3>
      <ul className="plain faction-abilities" data-testid="faction-sheet-abilities">
        {(sheet?.abilities ?? []).map((a) => (
          <li key={a.name}>
            <strong>{a.name}</strong> — {a.summary}
          </li>
        ))}
      </ul>
      <h3>Starting technologies</h3>
      {starting.length > 0 ? (
        <ul className="plain tech-lines">
          {starting.map((id) => (
            <TechnologyLine key={id} id={id} />
          ))}
        </ul>
      ) : (
        <p className="hint">None printed on the sheet.</p>
      )}
      {choice && (
        <p className="hint">
          Chooses {choice.count} of:{' '}
          {choice.from.map((id) => TECHNOLOGIES_BY_ID.get(id)?.name ?? id).join(', ')}.
        </p>
      )}
      <h3>Faction technologies</h3>
      <ul className="plain tech-lines">
        {factionTechnologies(p.faction).map((t) => (
          <TechnologyLine key={t.id} id={t.id} />
        ))}
      </ul>
    </article>
  );
}

/** A technology written out in full on the sheet: name, kind, prerequisites and effect. */
function TechnologyLine({ id }: { readonly id: string }) {
  const t = TECHNOLOGIES_BY_ID.get(id);
  return (
    <li className={`tech-line tech-${t?.color ?? 'unit'}`} data-testid={`tech-line-${id}`}>
      <TechnologyInfo id={id} />
    </li>
  );
}
