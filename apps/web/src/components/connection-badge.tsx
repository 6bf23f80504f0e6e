import { useClient } from '../use-client.ts';

const LABELS = {
  connecting: 'Connecting…',
  online: 'Online',
  offline: 'Reconnecting…',
  refused: 'Not connected',
} as const;

export function ConnectionBadge() {
  const connection = useClient((s) => s.connection);
  const pending = useClient((s) => s.pending);
  return (
    <span className={`connection connection-${connection}`} data-testid="connection" role="status">
      {LABELS[connection]}
      {pending > 0 && connection !== 'online' ? ` (${pending} waiting to send)` : ''}
    </span>
  );
}
