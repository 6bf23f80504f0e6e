// Table edits (SPEC 2.6): what the app does not simulate. During your tactical action the move form
// (movement and invasion in one edit, begun from the map) is open at the top; every other kind of edit
// is one choice away. The engine checks every edit and answers with the reason when one does not fit.
// The forms live in ./edits/.

import { useState } from 'react';
import { useClient } from '../use-client.ts';
import { EDIT_KINDS, EditForm, KIND_LABEL, type EditKind } from './edits/edit-form.tsx';
import { MoveForm } from './edits/move-form.tsx';
import { PendingEdits } from './edits/pending-edits.tsx';
import { TOKEN_EDIT_KINDS, TokenEditForm, type TokenEditKind } from './edits/token-form.tsx';
import { CARD_EDIT_KINDS, CardEditForm, type CardEditKind } from './edits/card-edit-form.tsx';
import './turns.css';
import './edits/edits.css';

export function TableEditsPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<EditKind>('move-units');
  if (!view) return null;
  const seat = you?.kind === 'seat' ? you.seat : null;
  const live = view.phase !== 'setup' && view.phase !== 'ended';
  const moving =
    seat !== null && view.phase === 'action' && view.tactical !== null && view.active === seat
      ? view.tactical.system
      : null;
  return (
    <section className="card table-edits" aria-label="Table edits" data-testid="table-edits">
      <div className="details-head">
        <h2>Table edits</h2>
        {seat !== null && live && (
          <button type="button" className="small" data-testid="edits-toggle" onClick={() => setOpen(!open)}>
            {open ? 'Close' : moving !== null ? 'Make another edit' : 'Make an edit'}
          </button>
        )}
      </div>
      <p className="hint">
        {!live
          ? view.phase === 'setup'
            ? 'Table edits open once setup is over.'
            : 'The game is over: no more edits.'
          : seat === null
            ? 'Players record here what the app does not simulate; every edit is in the log.'
            : `Movement, combat, invasion, exploration and card effects are recorded here; every edit is in the log${view.editsNeedApproval ? ' and waits for the host’s approval' : ''}.`}
      </p>
      {moving !== null && seat !== null && live && (
        <MoveForm key={`${view.round}-${moving}`} view={view} seat={seat} active={moving} mapPick={!open} />
      )}
      {open && seat !== null && live && (
        <div className="other-edit">
          <label>
            Edit{' '}
            <select
              data-testid="edit-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as EditKind)}
            >
              {EDIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </select>
          </label>
          {TOKEN_EDIT_KINDS.includes(kind) ? (
            <TokenEditForm key={kind} view={view} seat={seat} kind={kind as TokenEditKind} />
          ) : CARD_EDIT_KINDS.includes(kind) ? (
            <CardEditForm key={kind} view={view} seat={seat} kind={kind as CardEditKind} />
          ) : (
            <EditForm key={kind} view={view} seat={seat} kind={kind} />
          )}
        </div>
      )}
      <PendingEdits view={view} />
    </section>
  );
}
