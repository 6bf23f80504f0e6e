import { useState } from 'react';
import { api, ApiError } from '../api.ts';
import { notify, store } from '../store.ts';
import { useLive } from '../use-client.ts';
import { momentLabel } from '../format/history.ts';

/** Spectators scrub the game back and forth: the table shows the state at the chosen version. */
export function HistoryScrubber({ gameId }: { gameId: string }) {
  const live = useLive((s) => s.version);
  const at = useLive((s) => s.history?.version ?? null);
  const moment = useLive((s) =>
    s.history ? momentLabel(s.history.view, s.history.log, s.history.version, s.version) : null,
  );
  const [pending, setPending] = useState<number | null>(null);
  if (live === 0) return null;
  const value = pending ?? at ?? live;

  const go = async (version: number) => {
    if (version >= live) {
      store.setState({ history: null });
      return;
    }
    try {
      store.setState({ history: await api.history(gameId, version) });
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Could not load that moment of the game.');
    }
  };

  return (
    <div className="history card" role="group" aria-label="Game history">
      <label>
        <span className="history-where">{moment ?? 'Live'}</span>
        <input
          type="range"
          aria-label="Moment of the game to show"
          aria-valuetext={value >= live ? `Live (move ${live})` : `Move ${value} of ${live}`}
          min={0}
          max={live}
          value={value}
          data-testid="history"
          onChange={(e) => setPending(Number(e.target.value))}
          onPointerUp={() => pending !== null && void go(pending).then(() => setPending(null))}
          onKeyUp={() => pending !== null && void go(pending).then(() => setPending(null))}
        />
      </label>
      <span className="history-steps">
        <button
          type="button"
          className="small"
          aria-label="Step back"
          disabled={value <= 0}
          onClick={() => void go(Math.max(0, value - 1))}
        >
          ◀<span className="wide-only"> Step back</span>
        </button>
        <button
          type="button"
          className="small"
          aria-label="Step forward"
          disabled={at === null}
          onClick={() => void go(value + 1)}
        >
          <span className="wide-only">Step forward </span>▶
        </button>
        <button
          type="button"
          className="small"
          aria-label="Back to live"
          disabled={at === null}
          onClick={() => void go(live)}
        >
          <span className="wide-only">Back to live</span>
          <span className="phone-only">Live</span>
        </button>
      </span>
    </div>
  );
}
