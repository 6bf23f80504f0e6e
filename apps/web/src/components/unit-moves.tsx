// Moves of one unit type between the player's planets that an ability offers with the status phase's
// command tokens (the rule set's `tokensForm`: Bioplasmosis moves infantry to a planet of theirs in the
// same or an adjacent system). Moves are listed as they are added; the counts shown take the earlier
// moves into account. The engine checks.

import { useState } from 'react';
import {
  PLANETS_BY_ID,
  UNIT_NAMES,
  countOf,
  type BioplasmosisMove,
  type GameView,
  type UnitMovesForm,
} from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';

const name = (id: string) => PLANETS_BY_ID.get(id)?.name ?? id;

export function UnitMoves({
  view,
  seat,
  form,
  moves,
  onChange,
}: {
  view: GameView;
  seat: number;
  form: UnitMovesForm;
  moves: readonly BioplasmosisMove[];
  onChange: (moves: BioplasmosisMove[]) => void;
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [count, setCount] = useState(1);
  const unit = UNIT_NAMES[form.unit];
  // Units on each planet once the moves listed are made.
  const infantry = (id: string) =>
    countOf(view.galaxy.planets[id]?.units[String(seat)], form.unit) +
    moves.reduce((a, m) => a + (m.to === id ? m.count : 0) - (m.from === id ? m.count : 0), 0);
  const sources = Object.keys(view.galaxy.planets)
    .filter((id) => view.galaxy.planets[id]?.controller === seat && infantry(id) > 0)
    .sort((a, b) => name(a).localeCompare(name(b)));
  const start = sources.includes(from) ? from : (sources[0] ?? '');
  const targets = start ? form.targets(start) : [];
  const end = targets.includes(to) ? to : (targets[0] ?? '');
  const most = start ? infantry(start) : 0;
  return (
    <div className="follow-agent" data-testid={form.id}>
      <p>{form.text}</p>
      {moves.length > 0 && (
        <ul className="plain" data-testid={`${form.id}-moves`}>
          {moves.map((m, i) => (
            <li key={`${m.from}-${m.to}-${i}`}>
              {m.count} from {name(m.from)} to {name(m.to)}{' '}
              <button
                type="button"
                className="small secondary-button"
                onClick={() => onChange(moves.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {sources.length === 0 ? (
        <p className="hint">None of your planets holds {unit}.</p>
      ) : (
        <div className="row">
          <select
            aria-label={`${unit} from`}
            value={start}
            onChange={(e) => setFrom(e.target.value)}
            data-testid={`${form.id}-from`}
          >
            {sources.map((id) => (
              <option key={id} value={id}>
                {name(id)} ({infantry(id)})
              </option>
            ))}
          </select>
          <select
            aria-label={`${unit} to`}
            value={end}
            onChange={(e) => setTo(e.target.value)}
            data-testid={`${form.id}-to`}
          >
            {targets.length === 0 && <option value="">no planet of yours nearby</option>}
            {targets.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
          <Stepper
            label={unit}
            value={Math.min(count, most)}
            max={most}
            onChange={setCount}
            testid={`${form.id}-count`}
          />
          <button
            type="button"
            className="small"
            data-testid={`${form.id}-add`}
            disabled={!end || Math.min(count, most) < 1}
            onClick={() => onChange([...moves, { from: start, to: end, count: Math.min(count, most) }])}
          >
            Add the move
          </button>
        </div>
      )}
    </div>
  );
}
