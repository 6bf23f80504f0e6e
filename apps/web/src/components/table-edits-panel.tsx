// Table edits (SPEC 2.6): what the app does not simulate. During your tactical action the move form
// (movement and invasion in one edit, begun from the map) is open at the top; every other kind of edit
// is one choice away. The engine checks every edit and answers with the reason when one does not fit.
// The forms live in ./edits/.

import { useState } from 'react';
import { useClient } from '../use-client.ts';
import { EditForm } from './edits/edit-form.tsx';
import { MoveForm } from './edits/move-form.tsx';
import { PendingEdits } from './edits/pending-edits.tsx';
import { TokenEditForm } from './edits/token-form.tsx';
import { CardEditForm } from './edits/card-edit-form.tsx';
import { ExploreEditForm } from './edits/explore-form.tsx';
import { CaptureUnitsForm } from './edits/capture-form.tsx';
import {
  EDIT_KINDS,
  KIND_LABEL,
  type EditKind,
  TOKEN_EDIT_KINDS,
  type TokenEditKind,
  CARD_EDIT_KINDS,
  type CardEditKind,
  EXPLORE_EDIT_KINDS,
  type ExploreEditKind,
} from './edits/kinds.ts';
import './turns.css';
import './edits/edits.css';

/**
 * The panel reads only what its closed state shows (phase, the tactical action, the approval option);
 * the forms, while open, read the whole view (`EditForms`), so updates do not render it otherwise.
 */
export function TableEditsPanel() {
  const phase = useClient((s) => s.view?.phase);
  const approval = useClient((s) => s.view?.editsNeedApproval ?? false);
  const seat = useClient((s) => (s.you?.kind === 'seat' ? s.you.seat : null));
  const moving = useClient((s) => {
    const v = s.view;
    return v && seat !== null && v.phase === 'action' && v.tactical !== null && v.active === seat
      ? v.tactical.system
      : null;
  });
  // While the Move ships form is open (before the movement step), map clicks are its own.
  const shipsForm = useClient((s) => s.view?.legal.some((i) => i.type === 'move-ships') ?? false);
  const round = useClient((s) => s.view?.round ?? 0);
  const [open, setOpen] = useState(false);
  if (!phase) return null;
  const live = phase !== 'setup' && phase !== 'ended';
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
          ? phase === 'setup'
            ? 'Table edits open once setup is over.'
            : 'The game is over: no more edits.'
          : seat === null
            ? 'Players record here what the app does not simulate; every edit is in the log.'
            : `What the app does not do itself (card effects with a choice, corrections) is recorded here; every edit is in the log${approval ? ' and waits for the host’s approval' : ''}.`}
      </p>
      {moving !== null && seat !== null && live && (
        <MovingForm key={`${round}-${moving}`} seat={seat} active={moving} mapPick={!open && !shipsForm} />
      )}
      {open && seat !== null && live && <EditForms seat={seat} />}
      <PendingEdits />
    </section>
  );
}

/** The move edit of the tactical action under way (it reads the whole view). */
function MovingForm(props: { seat: number; active: string; mapPick: boolean }) {
  const view = useClient((s) => s.view);
  return view ? <MoveForm view={view} {...props} /> : null;
}

/** Every other kind of edit, one choice away (the forms read the whole view). */
function EditForms({ seat }: { seat: number }) {
  const view = useClient((s) => s.view);
  const [kind, setKind] = useState<EditKind>('move-units');
  if (!view) return null;
  return (
    <div className="other-edit">
      <label>
        Edit{' '}
        <select data-testid="edit-kind" value={kind} onChange={(e) => setKind(e.target.value as EditKind)}>
          {EDIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </label>
      {kind === 'capture-units' ? (
        <CaptureUnitsForm view={view} seat={seat} />
      ) : TOKEN_EDIT_KINDS.includes(kind) ? (
        <TokenEditForm key={kind} view={view} seat={seat} kind={kind as TokenEditKind} />
      ) : CARD_EDIT_KINDS.includes(kind) ? (
        <CardEditForm key={kind} view={view} seat={seat} kind={kind as CardEditKind} />
      ) : EXPLORE_EDIT_KINDS.includes(kind) ? (
        <ExploreEditForm key={kind} view={view} seat={seat} kind={kind as ExploreEditKind} />
      ) : (
        <EditForm key={kind} view={view} seat={seat} kind={kind} />
      )}
    </div>
  );
}
