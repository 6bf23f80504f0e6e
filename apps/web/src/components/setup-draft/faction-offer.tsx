// A faction on offer in the Milty draft: its name as the pick button, and a short sheet under it
// (commodities, home planets, abilities with their text in a popover, faction technologies), enough
// to choose without opening a rules reference.

import { FACTION_SHEETS, FACTIONS_BY_ID, SYSTEMS_BY_ID, factionTechnologies } from '@initiative/rules';
import { InfoTip, TipHost } from '../info-tip.tsx';

export function FactionOffer({
  faction,
  block,
  holder,
  onPick,
  busy,
}: {
  readonly faction: string;
  /** Why it cannot be picked now; null: one click takes it. */
  readonly block: string | null;
  /** Who took it: name and colour. */
  readonly holder: { readonly name: string; readonly color: string | null } | null;
  readonly onPick: () => void;
  readonly busy: boolean;
}) {
  const data = FACTIONS_BY_ID.get(faction);
  const sheet = FACTION_SHEETS[faction];
  const home = data ? SYSTEMS_BY_ID.get(data.homeSystem) : undefined;
  const name = data?.name ?? faction;
  const reasonId = `faction-reason-${faction}`;
  return (
    <li
      className={`draft-item faction-offer ${holder ? 'taken' : ''} ${block === null ? 'open' : ''}`}
      data-testid={`draft-faction-${faction}`}
      data-taken={holder ? 'yes' : 'no'}
    >
      <button
        type="button"
        className="draft-pick"
        disabled={block !== null || busy}
        aria-describedby={block ? reasonId : undefined}
        onClick={onPick}
        data-testid={`pick-faction-${faction}`}
      >
        <span className="draft-pick-name">{name}</span>
        <span className="draft-pick-meta">Commodities {data?.commodities ?? '?'}</span>
      </button>
      {holder ? (
        <p className="draft-holder" id={reasonId}>
          <span className={`chip color-${holder.color ?? 'none'}`} /> {holder.name}
        </p>
      ) : (
        block && (
          <p className="visually-hidden" id={reasonId}>
            {block}
          </p>
        )
      )}
      <dl className="faction-brief">
        <div>
          <dt>Home</dt>
          <dd>
            {home && home.planets.length > 0
              ? home.planets.map((p) => `${p.name} ${p.resources}/${p.influence}`).join(', ')
              : 'see its sheet'}
          </dd>
        </div>
        <div>
          <dt>Abilities</dt>
          <dd>
            <ul className="plain inline-list">
              {(sheet?.abilities ?? []).map((a) => (
                <TipHost as="li" key={a.name} className="card-chip">
                  <span className="card-name">{a.name}</span>
                  <InfoTip label={`${a.name} (${name})`}>
                    <strong>{a.name}</strong>
                    <span>{a.summary}</span>
                  </InfoTip>
                </TipHost>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Technologies</dt>
          <dd>
            {factionTechnologies(faction)
              .map((t) => t.name)
              .join(', ') || '—'}
          </dd>
        </div>
      </dl>
    </li>
  );
}
