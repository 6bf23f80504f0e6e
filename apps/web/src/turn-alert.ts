// Tells a player when the game (or the lobby's Milty draft) waits for them: the tab title blinks, a short
// chime plays (once per new prompt), and, if the player allowed it, a browser
// notification appears while the tab is in the background.

import { useEffect } from 'react';
import { waitingText } from '@initiative/rules';
import { useClient } from './use-client.ts';

let audio: AudioContext | null = null;

function chime(): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.35);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.35);
  } catch {
    // No audio (autoplay blocked before the first click, or no device): the title still blinks.
  }
}

export function soundEnabled(): boolean {
  return localStorage.getItem('initiative:sound') !== 'off';
}

export function setSoundEnabled(on: boolean): void {
  localStorage.setItem('initiative:sound', on ? 'on' : 'off');
}

export function useTurnAlert(): void {
  const myTurn = useClient((s) => {
    const you = s.you;
    if (you?.kind !== 'seat') return false;
    // Before the game, the lobby's Milty draft waits for one seat at a time.
    if (!s.view) return s.summary?.setupDraft?.board?.turn === you.seat;
    return s.view.waiting.seats.includes(you.seat);
  });
  const text = useClient((s) => {
    if (s.view) return waitingText(s.view);
    const board = s.summary?.setupDraft?.board;
    return board ? `Your pick ${board.picks.length + 1} in the Milty draft.` : '';
  });

  useEffect(() => {
    const base = 'Initiative';
    if (!myTurn) {
      document.title = base;
      return;
    }
    if (soundEnabled()) chime();
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
