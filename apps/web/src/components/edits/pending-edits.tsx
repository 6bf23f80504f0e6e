// Table edits waiting for the host's approval (host option): everyone sees them; the host approves or
// rejects each from here.

import { useClient } from '../../use-client.ts';
import { isHostHere, sendAsHost } from '../table-edits-host.ts';

export function PendingEdits() {
  const pending = useClient((s) => s.view?.pendingEdits);
  const host = isHostHere();
  if (!pending || pending.length === 0) return null;
  return (
    <div className="pending-edits" data-testid="pending-edits">
      <h3>Waiting for the host&apos;s approval</h3>
      <ul className="plain">
        {pending.map((e) => (
          <li key={e.id} data-testid={`pending-edit-${e.id}`}>
            #{e.id} {e.text}
            {host && (
              <>
                {' '}
                <button
                  type="button"
                  className="small"
                  data-testid={`approve-edit-${e.id}`}
                  onClick={() => sendAsHost({ type: 'approve-edit', id: e.id })}
                >
                  Approve
                </button>{' '}
                <button
                  type="button"
                  className="small secondary-button"
                  data-testid={`reject-edit-${e.id}`}
                  onClick={() => sendAsHost({ type: 'reject-edit', id: e.id })}
                >
                  Reject
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
