// HTTP API: create a game, read its summary, claim a seat, host actions, health.

import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { claimSeatBody, createGameBody, gameId as gameIdSchema, kickBody } from '@initiative/rules';
import { z } from 'zod';
import type { Hub } from './hub.ts';
import { HubError } from './hub.ts';
import { logFor } from './request-log.ts';

export function apiRouter(hub: Hub, publicUrl: string | undefined): express.Router {
  const r = express.Router();
  r.use(express.json({ limit: '16kb' }));

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
  const bearer = (req: Request) => {
    const header = req.get('authorization') ?? '';
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
    if (!m?.[1])
      throw new HubError('auth/not-host', 'Only the host can do this (the host link is needed).', 403);
    return m[1];
  };

  r.post('/games', async (req: Request, res: Response) => {
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

  r.get('/games/:id/history/:version', async (req: Request, res: Response) => {
    const version = parse(z.coerce.number().int().min(0).max(1_000_000), req.params['version']);
    res.json(await hub.historyAt(idOf(req), version));
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
  const e = err as { type?: string; status?: number };
  if (err instanceof URIError) {
    // A malformed %-escape in the address (express could not decode a route parameter).
    res.status(400).json({ error: { code: 'request/invalid', message: 'The address is not valid.' } });
    return;
  }
  if (e.type === 'entity.too.large') {
    res.status(413).json({ error: { code: 'request/too-large', message: 'The request is too large.' } });
    return;
  }
  if (e.type === 'entity.parse.failed' || e.status === 400) {
    res
      .status(400)
      .json({ error: { code: 'request/malformed', message: 'The request body is not valid JSON.' } });
    return;
  }
  logFor(res).error({ err, method: req.method, path: req.path }, 'request failed');
  res.status(500).json({ error: { code: 'server/error', message: 'Something went wrong on the server.' } });
};
