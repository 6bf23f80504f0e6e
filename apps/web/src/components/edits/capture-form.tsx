// The capture-units table edit (the Vuil'raith Cabal's Devour and the like, made in combat at the
// table): another player's units from their reinforcements onto a faction sheet, or given back. The
// units destroyed are removed from the board first ("Remove units"), which puts them in reinforcements.

import { useState } from 'react';
import {
  CAPTURABLE_UNITS,
  UNIT_NAMES,
  capturedCount,
  inReinforcements,
  unitCount,
  type GameView,
  type TableEdit,
} from '@initiative/rules';
import { Stepper } from '../../cards/pickers.tsx';
import { EditSubmit, SeatSelect, WhoseSelect } from './fields.tsx';

type Capturable = (typeof CAPTURABLE_UNITS)[number];

export function CaptureUnitsForm({ view, seat }: { view: GameView; seat: number }) {
  const [holder, setHolder] = useState(seat);
  const [from, setFrom] = useState<number | null>(null);
  const [unit, setUnit] = useState<Capturable>('infantry');
  const [count, setCount] = useState(1);
  const [give, setGive] = useState(false);
  const owner = from === null ? null : view.players[from];
  const held = from === null ? 0 : capturedCount(view, holder, from, unit);
  const left = from === null ? null : inReinforcements(view, from, unit);
  let edit: TableEdit | null = null;
  let missing = '';
  if (from === null || from === holder) missing = 'Choose whose units are captured (another player).';
  else if (give && held < count) missing = `The sheet holds ${unitCount(unit, held)} of ${owner?.name}’s.`;
  else if (!give && left !== null && left < count)
    missing = `${owner?.name} has ${unitCount(unit, left)} in reinforcements: remove the destroyed ones from the board first.`;
  else
    edit = {
      kind: 'capture-units',
      from,
      ...(holder === seat ? {} : { to: holder }),
      unit,
      count,
      captured: !give,
    };

  return (
    <div className="edit-form" data-testid="edit-form-capture-units">
      <WhoseSelect
        view={view}
        seat={seat}
        label="Faction sheet of"
        value={holder}
        onChange={setHolder}
        what="faction sheet"
        testid="edit-seat"
      />
      <SeatSelect view={view} label="Units of" value={from} onChange={setFrom} allowNone testid="edit-from" />
      <label>
        Unit{' '}
        <select data-testid="edit-unit" value={unit} onChange={(e) => setUnit(e.target.value as Capturable)}>
          {CAPTURABLE_UNITS.map((u) => (
            <option key={u} value={u}>
              {UNIT_NAMES[u]}
            </option>
          ))}
        </select>
      </label>
      <Stepper label="How many" value={count} min={1} max={12} onChange={setCount} testid="edit-count" />
      <label className="inline">
        <input
          type="checkbox"
          data-testid="edit-give-back"
          checked={give}
          onChange={(e) => setGive(e.target.checked)}
        />
        Give them back to their owner instead
      </label>
      <p className="hint">
        {give
          ? 'From the faction sheet back to their owner’s reinforcements.'
          : unit === 'fighter' || unit === 'infantry'
            ? 'Captured fighters and infantry are tokens: their pieces stay with their owner.'
            : 'From their owner’s reinforcements: they stay out of them until returned (Amalgamation returns them).'}
      </p>
      <EditSubmit view={view} edit={edit} missing={missing} label={give ? 'Give them back' : 'Capture'} />
    </div>
  );
}
