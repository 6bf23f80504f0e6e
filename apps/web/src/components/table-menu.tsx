// The top bar's menu: alerts (sound, browser notifications), the links to share, and the host's tools.
// A disclosure: Escape or a click elsewhere closes it and gives the focus back to its button.

import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { useClient } from '../use-client.ts';
import { AlertSettings } from './alert-settings.tsx';
import { CopyLink } from './copy-link.tsx';
import { DiscordSettings } from './discord-settings.tsx';
import { PushSettings } from './push-settings.tsx';
import { ReminderSettingsForm } from './reminder-settings.tsx';
import { RollbackAsk } from './rollback-panel.tsx';

export function TableMenu({ gameId, spectate }: { gameId: string; spectate: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const started = useClient((s) => s.view !== null);
  // The galaxy as a map string (a drafted one, or the one the host pasted): to share or rebuild elsewhere.
  const mapString = useClient((s) => s.summary?.mapString ?? null);
  const { hostToken, seatToken } = loadCredentials(gameId);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!box.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const origin = location.origin;
  return (
    <div className="table-menu">
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls="table-menu"
        data-testid="menu"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span>
        <span className="menu-label">Menu</span>
      </button>
      <div id="table-menu" ref={box} className="menu-panel card" hidden={!open}>
        {!spectate && (
          <section aria-label="Alerts">
            <h2>Alerts</h2>
            <AlertSettings />
          </section>
        )}
        {started && (
          <section aria-label="Links">
            <h2>Links</h2>
            <CopyLink label="Invite players" url={`${origin}/g/${gameId}/join`} testId="menu-invite-link" />
            <CopyLink label="Spectators" url={`${origin}/g/${gameId}/watch`} testId="menu-spectate-link" />
            {seatToken && !spectate && (
              <CopyLink
                label="Your seat on another device (keep it private)"
                url={`${origin}/g/${gameId}/seat#${seatToken}`}
                testId="menu-seat-link"
              />
            )}
            {mapString && <CopyLink label="Map string" url={mapString} testId="menu-map-string" />}
          </section>
        )}
        {started && hostToken && <HostTools gameId={gameId} hostToken={hostToken} />}
        {started && !spectate && <RollbackAsk />}
        {started && !spectate && (hostToken || seatToken) && <DiscordSettings gameId={gameId} />}
        {started && !spectate && seatToken && <PushSettings gameId={gameId} />}
        {started && !spectate && seatToken && <ReminderSettingsForm gameId={gameId} />}
        <p>
          <a href="/">Home: create another game</a>
        </p>
      </div>
    </div>
  );
}

function HostTools({ gameId, hostToken }: { gameId: string; hostToken: string }) {
  const summary = useClient((s) => s.summary);
  if (!summary) return null;
  const run = (p: Promise<unknown>) =>
    p.then(
      () => notify('info', 'Done.'),
      (e: unknown) => notify('error', e instanceof ApiError ? e.message : 'That did not work.'),
    );
  return (
    <section aria-label="Host">
      <h2>Host</h2>
      <p className="hint">Free a seat so someone else can take it over with the invite link.</p>
      <ul className="plain host-seats">
        {summary.seats.map((s) => (
          <li key={s.seat}>
            <span>
              {s.name} {s.connected ? '(connected)' : '(away)'}
            </span>
            <button type="button" className="small" onClick={() => run(api.kick(gameId, hostToken, s.seat))}>
              Free seat
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="small"
        data-testid="host-pause"
        onClick={() => run(api.pause(gameId, hostToken, true))}
      >
        Pause
      </button>{' '}
      <button
        type="button"
        className="small"
        data-testid="host-resume"
        onClick={() => run(api.pause(gameId, hostToken, false))}
      >
        Resume
      </button>
    </section>
  );
}
