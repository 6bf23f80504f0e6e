// HTTP API: create a game, read its summary, claim a seat, host actions, health.

import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import {
  claimSeatBody,
  createGameBody,
  discordUserBody,
  discordWebhookBody,
  pushBody,
  reminderSettingsSchema,
  gameId as gameIdSchema,
  kickBody,
  draftPickBody,
  draftPrePicksBody,
  generateSlicesBody,
} from '@initiative/rules';
import { z } from 'zod';

const remindersBody = z.object({ reminders: reminderSettingsSchema.nullable() }).strict();
import type { Hub } from './hub.ts';
import { HubError } from './hub.ts';
import { KeyedBuckets } from './rate-limit.ts';
import { generatedSlices } from './setup-draft.ts';
import { logFor } from './request-log.ts';
import { combatOrdersBody } from './combat-orders.ts';
import { draftRankingBody, secondaryOrdersBody, statusOrdersBody, type StandingOrders } from './standing.ts';
import { perAddress, writeLimiter, type WriteLimits } from './write-limits.ts';

/** Requests one client address may make (CREATE_PER_HOUR, HISTORY_PER_MINUTE), writes per seat and per address. */
export interface HttpLimits extends WriteLimits {
  readonly createPerHour: number;
  readonly historyPerMinute: number;
  /** Why a Discord webhook URL cannot be used, or null (discord.ts webhookProblem with the configured origins). */
  readonly webhookProblem: (url: string) => string | null;
  /** Why a push subscription's endpoint cannot be used, or null (push.ts endpointProblem with PUSH_ORIGINS). */
  readonly pushProblem: (endpoint: string) => string | null;
  /** The server's VAPID public key (base64url), for browsers to subscribe with. */
  readonly pushKey: string;
  /** Players' standing orders (standing.ts). */
  readonly standing: StandingOrders;
}

export function apiRouter(hub: Hub, publicUrl: string | undefined, limits: HttpLimits): express.Router {
  const r = express.Router();
  // Every write to a game spends its seat's and its address's budget before its body is read (write-limits.ts).
  r.use('/games/:id', writeLimiter(hub, limits));
  r.use(express.json({ limit: '16kb' }));
  const creates = perAddress(
    new KeyedBuckets(limits.createPerHour, limits.createPerHour / 3600),
    'Too many new games from your network.',
  );
  // Drawing slices may take a few hundred attempts: a bounded number per address.
  const slicing = perAddress(
    new KeyedBuckets(30, 30 / 60),
    'Too many slice draws from your network: slow down.',
  );
  const histories = perAddress(
    new KeyedBuckets(limits.historyPerMinute, limits.historyPerMinute / 60),
    'Too many history requests from your network: slow down.',
  );

  const origin = (req: Request) => publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
    const out = schema.safeParse(value);
    if (!out.success) {
      const issue = out.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      throw new HubError(
        'request/invalid',
        `The request is not valid: ${where}${issue?.message ?? 'unknown problem'}.`,
      );
    }
    return out.data;
  };
  const idOf = (req: Request) => parse(gameIdSchema, req.params['id']);
  const bearer = (req: Request, who: 'host' | 'seat' = 'host') => {
    const header = req.get('authorization') ?? '';
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
    if (!m?.[1])
      throw who === 'host'
        ? new HubError('auth/not-host', 'Only the host can do this (the host link is needed).', 403)
        : new HubError('auth/not-seat', 'Only a player can do this, with their own seat link.', 403);
    return m[1];
  };

  r.post('/games', creates, async (req: Request, res: Response) => {
    const body = parse(createGameBody, req.body);
    const { gameId, hostToken } = await hub.createGame(body);
    const base = origin(req);
    res.status(201).json({
      gameId,
      hostToken,
      inviteUrl: `${base}/g/${gameId}/join`,
      spectateUrl: `${base}/g/${gameId}/watch`,
      hostUrl: `${base}/g/${gameId}/host#${hostToken}`,
    });
  });

  r.get('/games/:id', (req: Request, res: Response) => {
    res.json(hub.summary(idOf(req)));
  });

  r.get('/games/:id/history/:version', histories, async (req: Request, res: Response) => {
    const version = parse(z.coerce.number().int().min(0).max(1_000_000), req.params['version']);
    const answer = await hub.historyAt(idOf(req), version);
    // ?log=0: the table only. A client that follows the game holds the log already (the entries
    // up to `version` are a prefix of it), and at a late version the log is most of the answer.
    if (req.query['log'] === '0') res.json({ version: answer.version, view: answer.view });
    else res.json(answer);
  });

  r.post('/games/:id/seats', async (req: Request, res: Response) => {
    const id = idOf(req);
    const body = parse(claimSeatBody, req.body);
    const claimed = await hub.claimSeat(id, body);
    res.status(201).json({ ...claimed, seatUrl: `${origin(req)}/g/${id}/seat#${claimed.seatToken}` });
  });

  r.post('/games/:id/start', async (req: Request, res: Response) => {
    await hub.start(idOf(req), bearer(req));
    res.json({ ok: true });
  });

  // The setup draft: a seat picks with its own link; the host undoes the last pick or draws again.
  r.post('/games/:id/draft/pick', async (req: Request, res: Response) => {
    const id = idOf(req);
    const token = bearer(req, 'seat');
    await hub.draftPick(id, token, parse(draftPickBody, req.body).pick);
    res.json({ ok: true });
  });

  // A seat's secret ranked pre-picks: the first it may take is taken for it when its turn comes.
  r.get('/games/:id/draft/pre-picks', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json({ picks: await hub.draftPrePicks(idOf(req), bearer(req, 'seat')) });
  });

  r.post('/games/:id/draft/pre-picks', async (req: Request, res: Response) => {
    const { picks } = parse(draftPrePicksBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json({ picks: await hub.setDraftPrePicks(idOf(req), bearer(req, 'seat'), picks) });
  });

  r.post('/games/:id/draft/undo', async (req: Request, res: Response) => {
    await hub.undoDraftPick(idOf(req), bearer(req));
    res.json({ ok: true });
  });

  r.post('/games/:id/draft/regenerate', async (req: Request, res: Response) => {
    await hub.regenerateDraft(idOf(req), bearer(req));
    res.json({ ok: true });
  });

  // Slices and their map string without a game, for a group that drafts elsewhere.
  r.post('/slices', slicing, (req: Request, res: Response) => {
    const body = parse(generateSlicesBody, req.body);
    const answer = generatedSlices(body);
    if (!answer.ok) throw new HubError(answer.code, answer.message);
    res.json(answer.slices);
  });

  r.post('/games/:id/kick', async (req: Request, res: Response) => {
    const id = idOf(req);
    await hub.kick(id, bearer(req), parse(kickBody, req.body).seat);
    res.json({ ok: true });
  });

  r.post('/games/:id/pause', async (req: Request, res: Response) => {
    await hub.setPaused(idOf(req), bearer(req), true);
    res.json({ ok: true });
  });

  r.post('/games/:id/resume', async (req: Request, res: Response) => {
    await hub.setPaused(idOf(req), bearer(req), false);
    res.json({ ok: true });
  });

  // Discord pings: the host's channel webhook, and a player's own user id (with their seat link's token).
  r.post('/games/:id/discord', async (req: Request, res: Response) => {
    const id = idOf(req);
    const token = bearer(req);
    const { webhookUrl } = parse(discordWebhookBody, req.body);
    await hub.setDiscordWebhook(id, token, webhookUrl?.trim() || null, limits.webhookProblem);
    res.json({ ok: true });
  });

  r.post('/games/:id/discord-user', async (req: Request, res: Response) => {
    const id = idOf(req);
    const token = bearer(req, 'seat');
    await hub.setDiscordUser(id, token, parse(discordUserBody, req.body).userId);
    res.json({ ok: true });
  });

  // Web Push: the key browsers subscribe with, and a seat's browser subscribing (or not) to "your move".
  r.get('/push-key', (_req: Request, res: Response) => {
    res.json({ publicKey: limits.pushKey });
  });

  r.post('/games/:id/push', async (req: Request, res: Response) => {
    const id = idOf(req);
    const token = bearer(req, 'seat');
    await hub.setPush(id, token, parse(pushBody, req.body), limits.pushProblem);
    res.json({ ok: true });
  });

  // Standing orders: a seat's secret draft pre-pick ranking (its own only; setting it tells no one).
  r.get('/games/:id/draft-ranking', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json({ ranking: await limits.standing.ranking(idOf(req), bearer(req, 'seat')) });
  });

  r.post('/games/:id/draft-ranking', async (req: Request, res: Response) => {
    const { cards } = parse(draftRankingBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json({ ranking: await limits.standing.setRanking(idOf(req), bearer(req, 'seat'), cards) });
  });

  // Standing orders: a seat's secondary orders per strategy card (skip, or follow with settings given in advance).
  r.get('/games/:id/secondary-orders', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json(await limits.standing.secondaryOrders(idOf(req), bearer(req, 'seat')));
  });

  r.post('/games/:id/secondary-orders', async (req: Request, res: Response) => {
    const set = parse(secondaryOrdersBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await limits.standing.setSecondaryOrders(idOf(req), bearer(req, 'seat'), set));
  });

  // Standing orders: the seat's status-phase orders (scoring, where gained tokens go).
  r.get('/games/:id/status-orders', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json({ orders: await limits.standing.statusOrders(idOf(req), bearer(req, 'seat')) });
  });

  r.post('/games/:id/status-orders', async (req: Request, res: Response) => {
    const { orders } = parse(statusOrdersBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json({ orders: await limits.standing.setStatusOrders(idOf(req), bearer(req, 'seat'), orders) });
  });

  // Standing orders: the seat's combat orders (assign hits automatically).
  r.get('/games/:id/combat-orders', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json({ orders: await limits.standing.combatOrders(idOf(req), bearer(req, 'seat')) });
  });

  r.post('/games/:id/combat-orders', async (req: Request, res: Response) => {
    const { orders } = parse(combatOrdersBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json({ orders: await limits.standing.setCombatOrders(idOf(req), bearer(req, 'seat'), orders) });
  });

  // Reminders: a seat's own settings (repeat "your move" every N hours, quiet hours, "player before me").
  r.get('/games/:id/reminders', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json({ reminders: await hub.reminders(idOf(req), bearer(req, 'seat')) });
  });

  r.post('/games/:id/reminders', async (req: Request, res: Response) => {
    const { reminders } = parse(remindersBody, req.body);
    await hub.setReminders(idOf(req), bearer(req, 'seat'), reminders);
    res.json({ ok: true });
  });

  r.use((_req: Request, res: Response) => {
    res.status(404).json({ error: { code: 'request/not-found', message: 'No such API route.' } });
  });
  r.use(apiErrors);
  return r;
}

export const apiErrors: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof HubError) {
    res.status(err.status).json({ error: { code: err.code, message: err.message } });
    return;
  }
  if (err instanceof URIError) {
    // A malformed %-escape in the address (express could not decode a route parameter).
    res.status(400).json({ error: { code: 'request/invalid', message: 'The address is not valid.' } });
    return;
  }
  const client = clientError(err);
  if (client) {
    res.status(client.status).json({ error: { code: client.code, message: client.message } });
    return;
  }
  logFor(res).error({ err, method: req.method, path: req.path }, 'request failed');
  res.status(500).json({ error: { code: 'server/error', message: 'Something went wrong on the server.' } });
};

/** body-parser's refusals (by their `type`), as codes and messages for the person sending. */
const BODY_ERRORS: Readonly<Record<string, { code: string; message: string }>> = {
  'entity.parse.failed': { code: 'request/malformed', message: 'The request body is not valid JSON.' },
  'entity.too.large': { code: 'request/too-large', message: 'The request is too large.' },
  'charset.unsupported': {
    code: 'request/unsupported-charset',
    message: 'The request body must be UTF-8 (Content-Type: application/json; charset=utf-8).',
  },
  'encoding.unsupported': {
    code: 'request/unsupported-encoding',
    message:
      'The request body uses a Content-Encoding the server does not read (use gzip, deflate, br or none).',
  },
  'request.aborted': { code: 'request/aborted', message: 'The request was cut off before its body arrived.' },
  'request.size.invalid': {
    code: 'request/size-mismatch',
    message: 'The request body is not as long as its Content-Length says.',
  },
};

/**
 * Any error that carries a 4xx status (body-parser sets `status`, `statusCode` and `expose`) is the
 * client's: it gets that status and a code, never a 500. Null for anything else.
 */
function clientError(err: unknown): { status: number; code: string; message: string } | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { type?: unknown; status?: unknown; statusCode?: unknown; code?: unknown };
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  const known = typeof e.type === 'string' ? BODY_ERRORS[e.type] : undefined;
  if (known) return { status, ...known };
  // A compressed body that does not decompress (zlib's codes start with Z_).
  if (typeof e.code === 'string' && e.code.startsWith('Z_'))
    return {
      status,
      code: 'request/bad-encoding',
      message: 'The request body does not match its Content-Encoding.',
    };
  if (status === 413)
    return { status, ...(BODY_ERRORS['entity.too.large'] as { code: string; message: string }) };
  return { status, code: 'request/invalid', message: 'The request cannot be read.' };
}
