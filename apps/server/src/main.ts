// The server process: `node apps/server/dist/main.js` in production (see
// build.mjs), `tsx src/main.ts` in development. SIGTERM or SIGINT stops it
// gracefully (shutdown.ts); a second signal stops it at once.

import { loadConfig } from './config.ts';
import { startServer } from './app.ts';
import { createLogger } from './log.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);

process.on('uncaughtException', (err) => {
  log.fatal({ err }, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (err) => {
  log.error({ err }, 'unhandled promise rejection');
});

const running = await startServer(config, undefined, { log });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'signal received');
    running.shutdown().then(
      () => process.exit(0),
      (err: unknown) => {
        log.fatal({ err }, 'the shutdown failed');
        process.exit(1);
      },
    );
  });
}
