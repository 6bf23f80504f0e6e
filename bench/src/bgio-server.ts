// boardgame.io's own server (Koa + Socket.IO, in-memory storage) serving the draft game.

import { Server } from 'boardgame.io/server';
import { DraftGame } from './bgio-game.ts';

const port = Number(process.env['PORT'] ?? 0);
const server = Server({ games: [DraftGame], origins: ['http://127.0.0.1', 'http://localhost'] });
// boardgame.io logs every refused move; bots send only legal ones.
await server.run({ port, callback: () => undefined });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
