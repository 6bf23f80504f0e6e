// The create-game form's Milty draft options (and, without the faction part, the slice generator's):
// slices on offer, the faction pool with bans and priority factions, the slice bounds with their
// defaults, and the two pool options. The values stay text as typed; format/draft-options.ts reads them.

import { DEFAULT_SLICE_BOUNDS, factionsInPlay } from '@initiative/rules';
import { defaultPoolSize, MAX_PRIORITY, type DraftForm } from '../../format/draft-options.ts';
import './draft-options.css';

type Change = (change: Partial<DraftForm>) => void;

/** The slice options both the create form and the slice generator offer. */
export function SliceOptionFields({
  form,
  players,
  onChange,
}: {
  readonly form: DraftForm;
  readonly players: number;
  readonly onChange: Change;
}) {
  const bound = (key: 'minInfluence' | 'minResources' | 'minTotal' | 'maxTotal', label: string) => (
    <label className="bound">
      {label}
      <input
        type="number"
        name={`bound-${key}`}
        inputMode="decimal"
        min={0}
        max={40}
        step={0.5}
        value={form[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
      <span className="hint">default {DEFAULT_SLICE_BOUNDS[key]}</span>
    </label>
  );
  return (
    <>
      {form.format === 'milty' ? (
        <label>
          Slices on offer
          <input
            type="number"
            name="draft-slices"
            min={players}
            max={12}
            placeholder={`${players} (one per player)`}
            value={form.slices}
            onChange={(e) => onChange({ slices: e.target.value })}
          />
          <span className="hint">
            Leave empty for one per player; more slices leave more choice to the last picks.
          </span>
        </label>
      ) : (
        <p className="hint">Milty-EQ offers exactly one slice per player, four systems each.</p>
      )}
      <fieldset className="bounds">
        <legend>Each slice’s optimal values</legend>
        <div className="bounds-grid">
          {bound('minInfluence', 'Influence at least')}
          {bound('minResources', 'Resources at least')}
          {bound('minTotal', 'Total at least')}
          {bound('maxTotal', 'Total at most')}
        </div>
        <button
          type="button"
          className="link"
          onClick={() =>
            onChange({
              minInfluence: String(DEFAULT_SLICE_BOUNDS.minInfluence),
              minResources: String(DEFAULT_SLICE_BOUNDS.minResources),
              minTotal: String(DEFAULT_SLICE_BOUNDS.minTotal),
              maxTotal: String(DEFAULT_SLICE_BOUNDS.maxTotal),
            })
          }
        >
          Back to the defaults
        </button>
        <span className="hint">
          A planet counts its larger value (half of each when they are equal), as the community’s draft tools
          count.
        </span>
      </fieldset>
      <label className="inline">
        <input
          type="checkbox"
          name="draft-min-wormholes"
          checked={form.minWormholes}
          onChange={(e) => onChange({ minWormholes: e.target.checked })}
        />{' '}
        The slices hold at least two alpha and two beta wormholes
      </label>
      <label>
        Legendary planets in the slices, at least
        <select
          name="draft-min-legendaries"
          value={form.minLegendaries}
          onChange={(e) => onChange({ minLegendaries: e.target.value })}
        >
          {[0, 1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={String(n)}>
              {n === 0 ? 'Any (0)' : n}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** The faction pool: its size, and each faction in play as in the pool, banned or always offered. */
export function FactionPoolFields({
  form,
  players,
  thundersEdge,
  onChange,
}: {
  readonly form: DraftForm;
  readonly players: number;
  readonly thundersEdge: boolean;
  readonly onChange: Change;
}) {
  const factions = factionsInPlay(thundersEdge);
  const stateOf = (id: string) =>
    form.bans.includes(id) ? 'ban' : form.priority.includes(id) ? 'priority' : 'pool';
  const set = (id: string, to: 'ban' | 'priority' | 'pool') =>
    onChange({
      bans: to === 'ban' ? [...form.bans.filter((f) => f !== id), id] : form.bans.filter((f) => f !== id),
      priority:
        to === 'priority'
          ? [...form.priority.filter((f) => f !== id), id]
          : form.priority.filter((f) => f !== id),
    });
  const bans = form.bans.filter((id) => factions.some((f) => f.id === id)).length;
  const priority = form.priority.filter((id) => factions.some((f) => f.id === id)).length;
  return (
    <>
      <label>
        Factions on offer
        <input
          type="number"
          name="draft-factions"
          min={players}
          max={30}
          placeholder={`${defaultPoolSize(players)} (players + 3)`}
          value={form.factions}
          onChange={(e) => onChange({ factions: e.target.value })}
        />
        <span className="hint">
          Drawn from the {factions.length} factions in play{thundersEdge ? ' (Thunder’s Edge included)' : ''};
          leave empty for {defaultPoolSize(players)}.
        </span>
      </label>
      <label className="inline">
        <input
          type="checkbox"
          name="draft-seat-order"
          checked={form.seatOrder}
          onChange={(e) => onChange({ seatOrder: e.target.checked })}
        />{' '}
        Draft in seat order (seat 1 picks first, then 2…) instead of a random order
      </label>
      <details className="faction-choices" data-testid="draft-faction-choices">
        <summary>
          Bans and priority factions ({bans} banned, {priority} always offered)
        </summary>
        <p className="hint">
          Banned factions never enter the pool; priority factions always do (at most {MAX_PRIORITY}).
        </p>
        <ul className="plain faction-choice-list">
          {factions.map((f) => (
            <li key={f.id} className={`faction-choice ${stateOf(f.id)}`}>
              <span className="faction-choice-name" id={`fc-${f.id}`}>
                {f.name}
              </span>
              <span className="segmented" role="radiogroup" aria-labelledby={`fc-${f.id}`}>
                {(
                  [
                    ['pool', 'Pool'],
                    ['ban', 'Ban'],
                    ['priority', 'Always'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name={`faction-${f.id}`}
                      value={value}
                      checked={stateOf(f.id) === value}
                      onChange={() => set(f.id, value)}
                    />
                    {label}
                  </label>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
