// The hub's refusals that are not rule errors: a code, a message for a person, an HTTP status.

import type { Ack } from '@initiative/rules';

export class HubError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function notFound(): HubError {
  return new HubError('game/not-found', 'There is no game with that id. Check the link.', 404);
}

export const ARCHIVED_MESSAGE =
  'This game is archived (it ended, or no one moved for a long time): it can be watched and replayed, not played.';

export const UNAVAILABLE_MESSAGE =
  'This game cannot be loaded right now: its saved data needs an operator. Other games are not affected.';

export function unavailable(): HubError {
  return new HubError('game/unavailable', UNAVAILABLE_MESSAGE, 503);
}

export function unavailableAck(): Ack {
  return { ok: false, code: 'game/unavailable', message: UNAVAILABLE_MESSAGE };
}
