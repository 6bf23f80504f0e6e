// Which chat messages are this browser's own, and how many from others are not yet on screen.

import type { ChatMessage, Role } from '@initiative/rules';

/** Whether this browser's viewer wrote `m`. */
export function isMine(m: ChatMessage, you: Role | null): boolean {
  if (!you) return false;
  if (you.kind === 'seat') return m.from.kind === 'seat' && m.from.seat === you.seat;
  return m.from.kind === you.kind && you.kind === 'host';
}

/** Messages from others not yet on screen. */
export function unreadCount(chat: readonly ChatMessage[], read: number, you: Role | null): number {
  return chat.filter((m) => m.id > read && !isMine(m, you)).length;
}
