// The map's key: what each unit symbol, tile look and planet mark means, in words.

import { UNIT_TYPES, type TechColor, type Trait } from '@initiative/rules';
import { UnitIcon } from './glyphs.tsx';
import { ANOMALY_NAMES, SPECIALTY_NAMES, TRAIT_NAMES, UNIT_ORDER, unitCountLabel } from './labels.ts';

const LOOKS: readonly { look: string; label: string }[] = [
  { look: 'empty', label: 'Empty system' },
  { look: 'asteroid-field', label: ANOMALY_NAMES['asteroid-field'] },
  { look: 'nebula', label: ANOMALY_NAMES.nebula },
  { look: 'supernova', label: ANOMALY_NAMES.supernova },
  { look: 'gravity-rift', label: ANOMALY_NAMES['gravity-rift'] },
  { look: 'entropic-scar', label: ANOMALY_NAMES['entropic-scar'] },
];

const TRAITS: readonly Trait[] = ['cultural', 'hazardous', 'industrial'];
const SPECIALTIES: readonly TechColor[] = ['blue', 'green', 'red', 'yellow'];

export function MapKey({ onClose }: { onClose: () => void }) {
  const units = UNIT_ORDER.filter((t) => UNIT_TYPES.includes(t));
  return (
    <section className="map-key" aria-label="Map key" data-testid="map-key">
      <header className="card-head">
        <h3>Map key</h3>
        <button type="button" className="card-close" onClick={onClose} aria-label="Close the map key">
          ×
        </button>
      </header>
      <ul className="key-grid">
        {units.map((t) => (
          <li key={t}>
            <UnitIcon type={t} color="key" />
            {unitCountLabel(t, 1).replace(/^1 /, '')}
          </li>
        ))}
      </ul>
      <ul className="key-grid">
        {LOOKS.map((l) => (
          <li key={l.look}>
            <svg
              width={22}
              height={19}
              viewBox="-31 -27 62 54"
              aria-hidden="true"
              className={`key-tile look-${l.look}`}
            >
              <polygon points="30,0 15,26 -15,26 -30,0 -15,-26 15,-26" className="tile" />
            </svg>
            {l.label}
          </li>
        ))}
      </ul>
      <ul className="key-grid">
        {TRAITS.map((t) => (
          <li key={t}>
            <span className={`key-dot trait-${t}`} aria-hidden="true" />
            {TRAIT_NAMES[t]} planet
          </li>
        ))}
        {SPECIALTIES.map((c) => (
          <li key={c}>
            <span className={`key-dot spec tech-${c}`} aria-hidden="true" />
            {SPECIALTY_NAMES[c]} specialty
          </li>
        ))}
        <li>
          <span className="key-dot legendary" aria-hidden="true" />
          Legendary planet
        </li>
        <li>
          <span className="key-dot token" aria-hidden="true" />
          Command token (owner’s colour)
        </li>
      </ul>
      <p className="card-muted">
        A name on a plate in a player’s colour beside a tile tinted in that colour: that player’s home system,
        with their faction. A ring in a player’s colour around a planet: they control it. Units are drawn in
        their owner’s colour. Numbers on a planet: resources/influence (zoom in to see them, and the planets’
        names, on a small screen).
      </p>
    </section>
  );
}
