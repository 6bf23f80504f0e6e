import { loadConfig } from './config.ts';
import { startServer } from './app.ts';

const config = loadConfig();
const running = await startServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
