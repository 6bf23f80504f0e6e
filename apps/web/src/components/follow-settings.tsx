// The settings a secondary order follows with, for the cards whose secondary asks a choice (rules
// cards/standing-choices.ts): Leadership's influence cap and pool, Construction's structure and
// planet, Technology's first and second choice, Warfare's units. Shown under the card's row while its
// order is "follow"; each change is saved at once.

import {
  PLANETS_BY_ID,
  TECHNOLOGIES,
  type FollowSettings,
  type SettingsFollowCard,
  type UnitType,
} from '@initiative/rules';
import { useClient } from '../use-client.ts';

const WARFARE_UNITS: readonly { unit: UnitType; name: string }[] = [
  { unit: 'infantry', name: 'Infantry' },
  { unit: 'mech', name: 'Mechs' },
  { unit: 'fighter', name: 'Fighters' },
  { unit: 'destroyer', name: 'Destroyers' },
  { unit: 'cruiser', name: 'Cruisers' },
  { unit: 'carrier', name: 'Carriers' },
  { unit: 'dreadnought', name: 'Dreadnoughts' },
];

/** The planets the seat controls and the technologies it owns, as its view shows them. */
function useMine(): { planets: string[]; owned: readonly string[] } {
  const you = useClient((s) => s.you);
  const view = useClient((s) => s.view);
  const seat = you?.kind === 'seat' ? you.seat : null;
  if (seat === null || !view) return { planets: [], owned: [] };
  const planets = Object.entries(view.galaxy.planets)
    .filter(([, p]) => p.controller === seat)
    .map(([id]) => id);
  return { planets, owned: view.players[seat]?.technologies ?? [] };
}

export function FollowSettingsForm({
  card,
  settings,
  onChange,
}: {
  card: SettingsFollowCard;
  settings: FollowSettings;
  onChange: (next: FollowSettings) => void;
}) {
  const { planets, owned } = useMine();
  const planetName = (id: string) => PLANETS_BY_ID.get(id)?.name ?? id;
  if (card === 'leadership') {
    const s = settings.leadership ?? { influence: 6, pool: 'tactic' as const };
    return (
      <div className="follow-settings" data-testid="follow-settings-leadership">
        <label>
          Spend at most
          <input
            type="number"
            min={3}
            max={60}
            step={1}
            value={s.influence}
            onChange={(e) =>
              onChange({
                leadership: { ...s, influence: Math.min(60, Math.max(3, Number(e.target.value) || 3)) },
              })
            }
          />
          influence
        </label>
        <label>
          Tokens to
          <select
            value={s.pool}
            onChange={(e) => onChange({ leadership: { ...s, pool: e.target.value as typeof s.pool } })}
          >
            <option value="tactic">tactic pool</option>
            <option value="fleet">fleet pool</option>
            <option value="strategy">strategy pool</option>
          </select>
        </label>
        <span className="hint">Planets only, never trade goods; as little as buys the most tokens.</span>
      </div>
    );
  }
  if (card === 'construction') {
    const s = settings.construction ?? { structure: 'pds' as const, planets: [] };
    return (
      <div className="follow-settings" data-testid="follow-settings-construction">
        <label>
          Place
          <select
            value={s.structure}
            onChange={(e) =>
              onChange({ construction: { ...s, structure: e.target.value as typeof s.structure } })
            }
          >
            <option value="pds">a PDS</option>
            <option value="space-dock">a space dock</option>
          </select>
        </label>
        <label>
          on
          <select
            value={s.planets[0] ?? ''}
            onChange={(e) =>
              onChange({ construction: { ...s, planets: e.target.value ? [e.target.value] : [] } })
            }
          >
            <option value="">any planet I control</option>
            {[...new Set([...planets, ...s.planets])].map((id) => (
              <option key={id} value={id}>
                {planetName(id)}
              </option>
            ))}
          </select>
        </label>
      </div>
    );
  }
  if (card === 'technology') {
    const list = settings.technology?.technologies ?? [];
    const open = TECHNOLOGIES.filter((t) => !owned.includes(t.id)).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    const set = (i: number, id: string) => {
      const next = [...list];
      if (id) next[i] = id;
      else next.splice(i, 1);
      const clean = [...new Set(next.filter(Boolean))];
      onChange(clean.length > 0 ? { technology: { technologies: clean } } : {});
    };
    return (
      <div className="follow-settings" data-testid="follow-settings-technology">
        {[0, 1].map((i) => (
          <label key={i}>
            {i === 0 ? 'Research' : 'else'}
            <select value={list[i] ?? ''} onChange={(e) => set(i, e.target.value)} disabled={i > list.length}>
              <option value="">{i === 0 ? 'choose a technology' : 'nothing else'}</option>
              {open.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <span className="hint">Four resources: ready planets first, then trade goods.</span>
      </div>
    );
  }
  const units = settings.warfare?.units ?? [];
  const countOf = (unit: UnitType) => units.find((u) => u.unit === unit)?.count ?? 0;
  const setCount = (unit: UnitType, count: number) => {
    const next = WARFARE_UNITS.map((u) => ({
      unit: u.unit,
      count: u.unit === unit ? count : countOf(u.unit),
    })).filter((u) => u.count > 0);
    onChange(next.length > 0 ? { warfare: { units: next } } : {});
  };
  return (
    <fieldset className="follow-settings" data-testid="follow-settings-warfare">
      <legend>Build at home</legend>
      {WARFARE_UNITS.map((u) => (
        <label key={u.unit}>
          {u.name}
          <input
            type="number"
            min={0}
            max={20}
            value={countOf(u.unit)}
            onChange={(e) => setCount(u.unit, Math.min(20, Math.max(0, Number(e.target.value) || 0)))}
          />
        </label>
      ))}
      <span className="hint">Paid with ready planets first, then trade goods.</span>
    </fieldset>
  );
}
