// HTTP calls; errors come back as { code, message } and are shown in words.

import type {
  ClaimSeatBody,
  CreateGameBody,
  DraftPickBody,
  FollowSettings,
  GenerateSlicesBody,
  GeneratedSlices,
  GameSummary,
  GameView,
  LogEntry,
  PushSubscriptionJson,
  ReminderSettings,
  StrategyCardId,
} from '@initiative/rules';

type PushBody = { subscribe: PushSubscriptionJson } | { unsubscribe: string };
export interface StatusOrdersBody {
  readonly scoring: 'ask' | 'nothing';
  readonly tokens: 'ask' | 'tactic' | 'fleet' | 'strategy' | 'last-time';
}
export interface CombatOrdersBody {
  readonly hits: 'ask' | 'auto';
  /** LRR 78.4: 'never': "no retreat" is announced for the seat whenever a space combat round asks it. */
  readonly retreat: 'ask' | 'never';
  /** An ability's option at the start of a space combat round (Munitions Reserves): taken or declined for the seat. */
  readonly options: 'ask' | 'take' | 'decline';
}
export interface SecondaryOrdersBody {
  readonly orders: Partial<Record<StrategyCardId, 'skip' | 'follow'>>;
  readonly settings: FollowSettings;
}
import { store } from './store.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      'network/unreachable',
      'The server cannot be reached. Check your connection and try again.',
    );
  }
  const json = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string } };
  if (!res.ok)
    throw new ApiError(
      json.error?.code ?? 'server/error',
      json.error?.message ?? `The server answered ${res.status}.`,
    );
  return json as T;
}

export interface Created {
  gameId: string;
  hostToken: string;
  inviteUrl: string;
  spectateUrl: string;
  hostUrl: string;
}

export const api = {
  createGame: (body: CreateGameBody) => call<Created>('POST', '/games', body),
  summary: (gameId: string) => call<GameSummary>('GET', `/games/${gameId}`),
  /** The table at `version`; the log up to it is taken from the one this client holds (log=0). */
  history: async (gameId: string, version: number) => {
    const answer = await call<{ version: number; view: GameView }>(
      'GET',
      `/games/${gameId}/history/${version}?log=0`,
    );
    const log: LogEntry[] = store.getState().log.filter((e) => e.seq <= answer.version);
    return { ...answer, log };
  },
  claimSeat: (gameId: string, body: ClaimSeatBody) =>
    call<{ seat: number; seatToken: string; seatUrl: string }>('POST', `/games/${gameId}/seats`, body),
  start: (gameId: string, hostToken: string) =>
    call<{ ok: true }>('POST', `/games/${gameId}/start`, {}, hostToken),
  /** The lobby's setup draft: a seat's pick (its seat token); the host's undo and regenerate. */
  draftPick: (gameId: string, seatToken: string, pick: DraftPickBody['pick']) =>
    call<{ ok: true }>('POST', `/games/${gameId}/draft/pick`, { pick }, seatToken),
  draftUndo: (gameId: string, hostToken: string) =>
    call<{ ok: true }>('POST', `/games/${gameId}/draft/undo`, {}, hostToken),
  draftRegenerate: (gameId: string, hostToken: string) =>
    call<{ ok: true }>('POST', `/games/${gameId}/draft/regenerate`, {}, hostToken),
  /** Slices and their map string without a game ("Generate slices"). */
  generateSlices: (body: GenerateSlicesBody) => call<GeneratedSlices>('POST', '/slices', body),
  discordWebhook: (gameId: string, hostToken: string, webhookUrl: string | null) =>
    call<{ ok: true }>('POST', `/games/${gameId}/discord`, { webhookUrl }, hostToken),
  discordUser: (gameId: string, seatToken: string, userId: string | null) =>
    call<{ ok: true }>('POST', `/games/${gameId}/discord-user`, { userId }, seatToken),
  draftRanking: (gameId: string, seatToken: string) =>
    call<{ ranking: { round: number; cards: StrategyCardId[] } | null }>(
      'GET',
      `/games/${gameId}/draft-ranking`,
      undefined,
      seatToken,
    ),
  setDraftRanking: (gameId: string, seatToken: string, cards: readonly StrategyCardId[]) =>
    call<{ ranking: { round: number; cards: StrategyCardId[] } }>(
      'POST',
      `/games/${gameId}/draft-ranking`,
      { cards },
      seatToken,
    ),
  secondaryOrders: (gameId: string, seatToken: string) =>
    call<SecondaryOrdersBody>('GET', `/games/${gameId}/secondary-orders`, undefined, seatToken),
  setSecondaryOrders: (gameId: string, seatToken: string, body: SecondaryOrdersBody) =>
    call<SecondaryOrdersBody>('POST', `/games/${gameId}/secondary-orders`, body, seatToken),
  reminders: (gameId: string, seatToken: string) =>
    call<{ reminders: ReminderSettings | null }>('GET', `/games/${gameId}/reminders`, undefined, seatToken),
  setReminders: (gameId: string, seatToken: string, reminders: ReminderSettings | null) =>
    call<{ ok: true }>('POST', `/games/${gameId}/reminders`, { reminders }, seatToken),
  statusOrders: (gameId: string, seatToken: string) =>
    call<{ orders: StatusOrdersBody }>('GET', `/games/${gameId}/status-orders`, undefined, seatToken),
  setStatusOrders: (gameId: string, seatToken: string, orders: StatusOrdersBody) =>
    call<{ orders: StatusOrdersBody }>('POST', `/games/${gameId}/status-orders`, { orders }, seatToken),
  combatOrders: (gameId: string, seatToken: string) =>
    call<{ orders: CombatOrdersBody }>('GET', `/games/${gameId}/combat-orders`, undefined, seatToken),
  setCombatOrders: (gameId: string, seatToken: string, orders: CombatOrdersBody) =>
    call<{ orders: CombatOrdersBody }>('POST', `/games/${gameId}/combat-orders`, { orders }, seatToken),
  pushKey: () => call<{ publicKey: string }>('GET', '/push-key'),
  push: (gameId: string, seatToken: string, body: PushBody) =>
    call<{ ok: true }>('POST', `/games/${gameId}/push`, body, seatToken),
  kick: (gameId: string, hostToken: string, seat: number) =>
    call<{ ok: true }>('POST', `/games/${gameId}/kick`, { seat }, hostToken),
  pause: (gameId: string, hostToken: string, paused: boolean) =>
    call<{ ok: true }>('POST', `/games/${gameId}/${paused ? 'pause' : 'resume'}`, {}, hostToken),
};
