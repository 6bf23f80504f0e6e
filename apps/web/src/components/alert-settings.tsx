import { useState } from 'react';
import { setSoundEnabled, soundEnabled } from '../turn-alert.ts';

/** Sound on/off and browser notifications, for players. */
export function AlertSettings() {
  const [sound, setSound] = useState(soundEnabled());
  const [permission, setPermission] = useState(() =>
    'Notification' in window ? Notification.permission : 'denied',
  );
  return (
    <span className="alert-settings">
      <button
        type="button"
        className="small link"
        aria-pressed={sound}
        onClick={() => {
          setSoundEnabled(!sound);
          setSound(!sound);
        }}
      >
        Sound {sound ? 'on' : 'off'}
      </button>
      {'Notification' in window && permission === 'default' && (
        <button
          type="button"
          className="small link"
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          Notify me when it is my move
        </button>
      )}
    </span>
  );
}
