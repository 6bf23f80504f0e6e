// Golden check of the wire: every zod schema the public index exports, written as JSON Schema, and
// the names the index exports, compared with a committed snapshot. A change here changes what
// clients may send or what the stored logs hold: it must be deliberate (`vitest -u` rewrites it).

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as rules from './index.ts';

describe('golden wire', () => {
  it('the exported schemas and names are unchanged', async () => {
    const exported = rules as Record<string, unknown>;
    const names = Object.keys(exported).sort();
    const schemas: Record<string, unknown> = {};
    for (const name of names) {
      const value = exported[name];
      if (value instanceof z.ZodType)
        schemas[name] = z.toJSONSchema(value, { unrepresentable: 'any', io: 'input' });
    }
    const golden = {
      names: names.map((n) => `${n}: ${typeof exported[n]}`),
      schemas,
    };
    await expect(JSON.stringify(golden, null, 1) + '\n').toMatchFileSnapshot(
      '../test-support/golden/wire.json',
    );
  });
});
