import { useStore } from 'zustand';
import { PLANETS_BY_ID, SYSTEMS_BY_ID } from '@initiative/rules';
import { clearSelection, selectionStore } from '../selection.ts';
import { useClient } from '../use-client.ts';
import { unitList } from '../units.ts';

/** Details of the selected system (or planet): the tap/hover view of the map. */
export function SystemDetails() {
  const selection = useStore(selectionStore, (s) => s.selection);
  const view = useClient((s) => s.view);
  if (!view || selection.kind === 'none') return null;
  const data = SYSTEMS_BY_ID.get(selection.systemId);
  const system = view.galaxy.systems.find((s) => s.systemId === selection.systemId);
  if (!data || !system) return null;
  const name = (seat: number) => view.players[seat]?.name ?? `Seat ${seat + 1}`;
  return (
    <section className="card system-details" data-testid="system-details" aria-label="Selected system">
      <div className="details-head">
        <h2>
          System {data.id}
          {data.kind === 'home' ? ' · home' : ''}
        </h2>
        <button type="button" className="small link" onClick={clearSelection}>
          Close
        </button>
      </div>
      {data.anomalies.length > 0 && <p>Anomaly: {data.anomalies.join(', ')}</p>}
      {data.wormholes.length > 0 && <p>Wormhole: {data.wormholes.join(', ')}</p>}
      {system.frontier && <p>Frontier token</p>}
      <ul className="plain">
        {data.planets.map((p) => {
          const st = view.galaxy.planets[p.id];
          const chosen = selection.kind === 'planet' && selection.planetId === p.id;
          return (
            <li key={p.id} className={chosen ? 'chosen' : ''}>
              <strong>{PLANETS_BY_ID.get(p.id)?.name ?? p.id}</strong> {p.resources} resources / {p.influence}{' '}
              influence
              {p.trait ? ` · ${p.trait}` : ''}
              {p.specialty ? ` · ${p.specialty} specialty` : ''}
              {p.legendary ? ' · legendary' : ''}
              <br />
              {st?.controller === null || st?.controller === undefined
                ? 'Uncontrolled'
                : `Controlled by ${name(st.controller)}`}
              {st?.exhausted ? ' · exhausted' : ' · ready'}
              {st?.attachments.length ? ` · ${st.attachments.join(', ')}` : ''}
              {Object.entries(st?.units ?? {}).map(([seat, u]) =>
                unitList(u) ? (
                  <div key={seat} className="hint">
                    {name(Number(seat))}: {unitList(u)}
                  </div>
                ) : null,
              )}
            </li>
          );
        })}
        {data.stations.map((st) => {
          const s = view.galaxy.stations[st.id];
          return (
            <li key={st.id}>
              <strong>{st.name}</strong> (space station) {st.resources}/{st.influence} ·{' '}
              {s?.controller === null || s?.controller === undefined
                ? 'uncontrolled'
                : `controlled by ${name(s.controller)}`}
              {s?.exhausted ? ' · exhausted' : ''}
            </li>
          );
        })}
      </ul>
      {Object.entries(system.space).map(([seat, u]) =>
        unitList(u) ? (
          <p key={seat}>
            Space — {name(Number(seat))}: {unitList(u)}
          </p>
        ) : null,
      )}
      {system.tokens.length > 0 && <p>Command tokens: {system.tokens.map(name).join(', ')}</p>}
    </section>
  );
}
