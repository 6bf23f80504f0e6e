// Tells a player when the game waits for them: the tab title blinks and,
// where allowed, a browser notification appears.

import { useEffect } from 'react';
import { useClient } from './use-client.ts';

export function useTurnAlert(): void {
  const myTurn = useClient((s) => {
    const you = s.you;
    return you?.kind === 'seat' && (s.view?.waiting.seats.includes(you.seat) ?? false);
  });
  const text = useClient((s) => s.view?.waiting.text ?? '');

  useEffect(() => {
    const base = 'Initiative';
    if (!myTurn) {
      document.title = base;
      return;
    }
    if (document.hidden && 'Notification' in window && Notification.permission === 'granted') {
      new Notification('Initiative: your move', { body: text });
    }
    let on = false;
    const timer = setInterval(() => {
      on = !on;
      document.title = on ? '● Your move — Initiative' : base;
    }, 1000);
    document.title = '● Your move — Initiative';
    return () => {
      clearInterval(timer);
      document.title = base;
    };
  }, [myTurn, text]);
}
