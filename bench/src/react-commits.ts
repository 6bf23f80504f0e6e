// `pnpm bench:react`: how much of the web client React re-renders per update, in Chromium, with the
// real app. Our server runs as a child (serving the built web client, apps/web/dist); a 6-player game
// is played by socket bots, one random legal intent at a time, while seat 2's table is open in a
// Chromium page. The page carries a stand-in for the React DevTools hook (React calls it on every
// commit, production builds included), which walks the committed tree and counts:
//   - commits: React commits (a state change that reached the screen);
//   - components rendered: function and class components whose render ran in that commit (the
//     DevTools test: its "performed work" flag set on a fiber that was not already in the previous
//     tree, i.e. not a subtree React skipped);
//   - components mounted: all function and class components in the tree.
// Per update of seat 2's view (the server's versions advanced during the window). Build the web
// client first (`pnpm --filter @initiative/web build`).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ourBot, startOurs } from './ours.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(
  process.argv.slice(2).flatMap((a, i, all) => (a.startsWith('--') ? [[a.slice(2), all[i + 1] ?? '']] : [])),
);
const INTENTS = Number(args.get('intents') ?? 200);
const WARMUP = Number(args.get('warmup') ?? 20);
const GAP_MS = Number(args.get('gap-ms') ?? 60);
const SEED = Number(args.get('seed') ?? 7);

if (!fs.existsSync(path.resolve(here, '../../apps/web/dist/index.html'))) {
  console.error('Build the web client first: npx -y pnpm@12.20.0 --filter @initiative/web build');
  process.exit(2);
}

// A small deterministic generator, so two runs play the same kind of game.
let rng = SEED;
const pick = (n: number) => {
  rng = (rng * 1103515245 + 12345) % 2 ** 31;
  return rng % n;
};

/** The DevTools hook stand-in, installed before the app's scripts run. */
const HOOK = `(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const stats = { commits: 0, rendered: 0, mounted: 0, perCommit: [], where: {} };
  /** The first element a component draws: its test id, else its class (names are minified). */
  const label = (fiber) => {
    let f = fiber.child;
    while (f && f.tag !== 5) f = f.child;
    const props = f ? f.memoizedProps || {} : {};
    return props['data-testid'] || props.className || (f ? f.type : 'none');
  };
  let previous = new Set();
  window.__commitStats = stats;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const seen = new Set();
      let rendered = 0;
      let mounted = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (COMPONENT_TAGS.has(fiber.tag)) {
          mounted++;
          if ((fiber.flags & PERFORMED_WORK) !== 0 && !previous.has(fiber)) {
            rendered++;
            const key = String(label(fiber)).slice(0, 40);
            stats.where[key] = (stats.where[key] || 0) + 1;
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      stats.commits++;
      stats.rendered += rendered;
      stats.mounted = mounted;
      stats.perCommit.push(rendered);
    },
  };
})();`;

async function post<T>(url: string, body: unknown, bearer?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const server = await startOurs();
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const { base } = server;
  const game = await post<{ gameId: string; hostToken: string }>(`${base}/api/games`, {
    name: 'React commits',
    seats: 6,
    victoryPoints: 14,
  });
  const colors = ['red', 'blue', 'green', 'yellow', 'purple', 'black'];
  const tokens: string[] = [];
  for (let seat = 0; seat < 6; seat++) {
    const claimed = await post<{ seatToken: string }>(`${base}/api/games/${game.gameId}/seats`, {
      seat,
      name: `Bot ${seat + 1}`,
      color: colors[seat],
    });
    tokens.push(claimed.seatToken);
  }
  await post(`${base}/api/games/${game.gameId}/start`, {}, game.hostToken);
  const bots = await Promise.all(
    tokens.map((token, seat) => ourBot(base, game.gameId, token, seat, () => undefined)),
  );
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(HOOK);
  await page.goto(`${base}/g/${game.gameId}/seat#${tokens[1]}`);
  await page.getByTestId('prompt').waitFor();

  /** One random legal intent from a seat that has one; resolves when every bot holds the new version. */
  const step = async (): Promise<boolean> => {
    const movers = bots.filter((b) => b.legal().length > 0);
    const bot = movers[pick(movers.length)];
    if (!bot) return false;
    const options = bot.legal();
    const target = bot.version + 1;
    if (!(await bot.send(options[pick(options.length)]))) return true; // refused: nothing changed
    for (let i = 0; i < 200 && bots.some((b) => b.version < target); i++)
      await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, GAP_MS)); // the page applies it and React commits
    return true;
  };
  for (let i = 0; i < WARMUP; i++) if (!(await step())) break;
  const startVersion = bots[1]?.version ?? 0;
  const before = await page.evaluate(() => {
    const s = (
      globalThis as unknown as { __commitStats: { commits: number; rendered: number; perCommit: number[] } }
    ).__commitStats;
    return { commits: s.commits, rendered: s.rendered, from: s.perCommit.length };
  });
  let played = 0;
  while (played < INTENTS && (await step())) played++;
  const endVersion = bots[1]?.version ?? 0;
  const after = await page.evaluate(() => {
    const s = (
      globalThis as unknown as {
        __commitStats: { commits: number; rendered: number; mounted: number; perCommit: number[] };
      }
    ).__commitStats;
    return {
      commits: s.commits,
      rendered: s.rendered,
      mounted: s.mounted,
      perCommit: s.perCommit,
      where: (s as unknown as { where: Record<string, number> }).where,
    };
  });
  const updates = endVersion - startVersion;
  const commits = after.commits - before.commits;
  const recent = after.perCommit.slice(before.from).sort((a, b) => a - b);
  const median = recent[Math.floor(recent.length / 2)] ?? 0;
  const p90 = recent[Math.floor(recent.length * 0.9)] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  console.log(
    JSON.stringify(
      {
        updates,
        commits,
        commitsPerUpdate: round(commits / Math.max(1, updates)),
        componentsRenderedPerUpdate: round((after.rendered - before.rendered) / Math.max(1, updates)),
        componentsRenderedPerCommit: { median, p90, max: recent.at(-1) ?? 0 },
        componentsMounted: after.mounted,
        ...(args.has('detail')
          ? {
              // Renders over the whole run by the first element each component draws.
              mostRendered: Object.entries(after.where)
                .sort((a, b) => b[1] - a[1])
                .slice(0, 20),
            }
          : {}),
      },
      null,
      2,
    ),
  );
  for (const b of bots) b.close();
} finally {
  await browser.close();
  await server.stop();
}
