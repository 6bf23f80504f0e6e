import { dismiss } from '../store.ts';
import { useClient } from '../use-client.ts';

export function Notices() {
  const notices = useClient((s) => s.notices);
  if (notices.length === 0) return null;
  return (
    <div className="notices" aria-live="assertive">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          <button type="button" aria-label="Dismiss" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
