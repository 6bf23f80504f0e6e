// "Your move" notifications on this device by Web Push (server: apps/server/src/push.ts): the player
// allows notifications, the browser subscribes with the server's key through our service worker
// (public/sw.js), and the subscription goes to the server for this seat. Turned off the same way.
// Only seats see it; a browser without push support is told so.

import { useEffect, useState } from 'react';
import { ApiError, api } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js');
}

/** The server's key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function PushSettings({ gameId }: { gameId: string }) {
  const { seatToken } = loadCredentials(gameId);
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    let live = true;
    void navigator.serviceWorker
      .getRegistration('/sw.js')
      .then((reg) => reg?.pushManager.getSubscription() ?? null)
      .then((sub) => live && setState(sub ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  if (!seatToken) return null;

  const run = async (task: () => Promise<State>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      setState(await task());
      notify('info', done);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? e.message
          : `This browser could not set up notifications${e instanceof Error ? ` (${e.message})` : ''}.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
      const reg = await registration();
      await navigator.serviceWorker.ready;
      const { publicKey } = await api.pushKey();
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = sub.toJSON();
      await api.push(gameId, seatToken, {
        subscribe: {
          endpoint: sub.endpoint,
          expirationTime: sub.expirationTime,
          keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
        },
      });
      return 'on';
    }, 'This device will be notified when it is your move.');

  const turnOff = () =>
    run(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/sw.js');
      const sub = await reg?.pushManager.getSubscription();
      if (sub) {
        await api.push(gameId, seatToken, { unsubscribe: sub.endpoint });
        await sub.unsubscribe();
      }
      return 'off';
    }, 'Notifications on this device are off.');

  return (
    <section aria-label="Notifications on this device" data-testid="push-settings">
      <h2>Notifications on this device</h2>
      {state === 'unsupported' && (
        <p className="hint">This browser cannot receive notifications with the tab closed.</p>
      )}
      {state === 'blocked' && (
        <p className="hint">
          Notifications are blocked for this site: allow them in the browser&apos;s site settings, then come
          back here.
        </p>
      )}
      {state === 'off' && (
        <>
          <p className="hint">Be told when it is your move, even with this tab closed.</p>
          <button type="button" disabled={busy} onClick={() => void turnOn()} data-testid="push-on">
            Notify me on this device
          </button>
        </>
      )}
      {state === 'on' && (
        <>
          <p className="hint">This device is told when it is your move.</p>
          <button
            type="button"
            className="secondary-button"
            disabled={busy}
            onClick={() => void turnOff()}
            data-testid="push-off"
          >
            Stop notifying this device
          </button>
        </>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
