// The heap a process holds once collected: a V8 heap snapshot collects garbage before it is written,
// so the sum of its nodes' own sizes is what is still reachable. The process must run with
// --heapsnapshot-signal=SIGUSR2 and --diagnostic-dir=DIR (it writes Heap.*.heapsnapshot there).

import fs from 'node:fs';
import path from 'node:path';

interface Snapshot {
  readonly snapshot: { readonly meta: { readonly node_fields: readonly string[] } };
  readonly nodes: readonly number[];
}

/** Asks process `pid` for a heap snapshot in `dir` and returns the bytes still reachable. */
export async function collectedHeapBytes(pid: number, dir: string, timeoutMs = 120_000): Promise<number> {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const written = fs.readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (written) {
      // Written once it parses (V8 collects first, then writes it in pieces).
      const file = path.join(dir, written);
      try {
        const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
        const fields = snap.snapshot.meta.node_fields;
        const self = fields.indexOf('self_size');
        let total = 0;
        for (let i = self; i < snap.nodes.length; i += fields.length) total += snap.nodes[i] ?? 0;
        fs.rmSync(file, { force: true });
        return total;
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
      }
    }
    if (Date.now() > deadline) throw new Error(`no heap snapshot from ${pid} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
