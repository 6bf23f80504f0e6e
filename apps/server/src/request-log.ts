// Every HTTP request gets an id (the caller's X-Request-Id when it is sane, so
// a load balancer's id carries through; else a fresh one), sent back in the
// response header, and one access log line when the response is done. Headers
// and bodies are not logged: they carry the host and seat tokens.

import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { logger, redactUrl, type Logger } from './log.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Requests a load balancer or a scraper makes all day; logged at debug, not info. */
const QUIET_PATHS = new Set(['/healthz', '/metrics']);

export function requestId(incoming: string | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req.get(REQUEST_ID_HEADER));
    const started = process.hrtime.bigint();
    const reqLog = log.child({ reqId: id });
    res.locals['log'] = reqLog;
    res.setHeader(REQUEST_ID_HEADER, id);
    res.once('finish', () => {
      const line = {
        method: req.method,
        url: redactUrl(req.originalUrl),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ip: req.ip,
      };
      if (QUIET_PATHS.has(req.path)) reqLog.debug(line, 'request');
      else reqLog.info(line, 'request');
    });
    next();
  };
}

/** The request's logger (with its id), for error handlers; the process's logger outside a request. */
export function logFor(res: Response): Logger {
  return (res.locals['log'] as Logger | undefined) ?? logger;
}
