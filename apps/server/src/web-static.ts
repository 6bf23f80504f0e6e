// The built web client. Files under /assets/ carry a content hash in their
// name, so they never change: cached for a year (`immutable`), and served
// precompressed (.br or .gz written next to them by the web build) when the
// browser accepts it. index.html (and every client route) is revalidated on
// each visit, so a new build reaches players at once. Source maps are not
// built for production, and a stray .map file is never served.

import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';

const YEAR_SECONDS = 365 * 24 * 3600;

/** The precompressed variants a build writes, best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

export function webStatic(webDist: string): express.Router {
  const router = express.Router();
  const assets = path.join(webDist, 'assets');
  const index = path.join(webDist, 'index.html');

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path.endsWith('.map')) {
      res.status(404).json({ error: { code: 'request/not-found', message: 'No such file.' } });
      return;
    }
    next();
  });

  // Hashed assets: the best precompressed variant the browser accepts, else the file itself.
  router.get(/^\/assets\/[^/]+$/, (req: Request, res: Response, next: NextFunction) => {
    const name = path.basename(req.path);
    const file = path.join(assets, name);
    if (!fs.existsSync(file)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(path.extname(name));
    for (const encoding of ENCODINGS) {
      if (!req.acceptsEncodings(encoding.name) || !fs.existsSync(file + encoding.ext)) continue;
      res.setHeader('Content-Encoding', encoding.name);
      res.sendFile(file + encoding.ext, { cacheControl: false, lastModified: true });
      return;
    }
    res.sendFile(file, { cacheControl: false });
  });

  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  // Every other page is the client's router: index.html, revalidated on each visit.
  router.get(/^\/(?!api\/|socket\.io\/).*/, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, { cacheControl: false });
  });
  return router;
}
