// Table edits on command tokens: one put on or taken off a system (clicking the map picks it), and a
// command sheet set as a whole. Yours unless you choose another player, with a warning.

import { useState } from 'react';
import { systemName, type GameView, type TableEdit } from '@initiative/rules';
import { Stepper } from '../../cards/pickers.tsx';
import { EditSubmit, SeatSelect, WhoseSelect } from './fields.tsx';
import type { TokenEditKind } from './kinds.ts';
import { useMapPick } from '../../use-map-pick.ts';

/** 16 command tokens a player (LRR 20). */
const TOKENS = 16;

export function TokenEditForm({ view, seat, kind }: { view: GameView; seat: number; kind: TokenEditKind }) {
  const [whose, setWhose] = useState(seat);
  const [system, setSystem] = useState('');
  const sheet = view.players[whose]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const [pools, setPools] = useState(sheet);
  const [from, setFrom] = useState<number | null>(null);
  const held = from !== null && (view.players[whose]?.captured ?? []).includes(from);
  useMapPick((_planet, systemId) => setSystem(systemId));

  const systems = view.galaxy.systems.filter((s) => s.position >= 0);
  const present = view.galaxy.systems.find((s) => s.systemId === system)?.tokens.includes(whose) ?? false;
  const seatField = whose === seat ? {} : { seat: whose };
  let edit: TableEdit | null = null;
  let missing = '';
  if (kind === 'set-command-token') {
    if (!system) missing = 'Choose a system (or click it on the map).';
    else edit = { kind, system, ...seatField, present: !present };
  } else if (kind === 'capture-token') {
    if (from === null || from === whose) missing = 'Choose whose token goes in the fleet pool.';
    else edit = { kind, from, ...(whose === seat ? {} : { to: whose }), captured: !held };
  } else {
    const same =
      pools.tactic === sheet.tactic && pools.fleet === sheet.fleet && pools.strategy === sheet.strategy;
    if (same) missing = 'Change at least one pool.';
    else edit = { kind, ...seatField, ...pools };
  }

  return (
    <div className="edit-form" data-testid={`edit-form-${kind}`}>
      <WhoseSelect
        view={view}
        seat={seat}
        label={kind === 'capture-token' ? 'Fleet pool of' : 'Whose'}
        value={whose}
        onChange={(s) => {
          setWhose(s);
          setPools(view.players[s]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 });
        }}
        what={kind === 'set-command-token' ? 'command tokens' : 'command sheet'}
        testid="edit-seat"
      />
      {kind === 'capture-token' ? (
        <>
          <SeatSelect
            view={view}
            label="Token of"
            value={from}
            onChange={setFrom}
            allowNone
            testid="edit-from"
          />
          <p className="hint">
            {held
              ? 'It is there: the edit gives it back to its owner’s reinforcements.'
              : 'From its owner’s reinforcements into the fleet pool (one of each player’s at most).'}
          </p>
        </>
      ) : kind === 'set-command-token' ? (
        <label>
          System{' '}
          <select data-testid="edit-system" value={system} onChange={(e) => setSystem(e.target.value)}>
            <option value="">choose…</option>
            {systems.map((s) => (
              <option key={s.systemId} value={s.systemId}>
                {systemName(s.systemId)} ({s.systemId}){s.tokens.includes(whose) ? ' — has the token' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <div className="pool-steppers">
          {(['tactic', 'fleet', 'strategy'] as const).map((pool) => (
            <Stepper
              key={pool}
              label={pool}
              value={pools[pool]}
              max={TOKENS}
              onChange={(n) => setPools({ ...pools, [pool]: n })}
              testid={`edit-pool-${pool}`}
            />
          ))}
        </div>
      )}
      <EditSubmit
        view={view}
        edit={edit}
        missing={missing}
        label={
          kind === 'set-command-token' && system
            ? present
              ? 'Take the token off'
              : 'Place a token'
            : undefined
        }
      />
    </div>
  );
}
