// Faction abilities after a combat at the table, through the protocol. Technological Singularity: the
// Nekro take a technology Sol owns, out of turn, and put a Valefar Assimilator token on the Arborec's
// faction technology. Edict: the Mahact take a token of Sol's into their fleet pool. Everyone sees the
// result; a malformed or wrong-seat attempt changes nothing. (Salvage Operations: salvage-operations.test.ts.)

import { expect, it } from 'vitest';
import { draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('the Nekro take Antimass Deflectors from Sol and copy Letani Warrior II with the X token', async () => {
  const { seats, spectator, version } = await draftedThree(server, [
    'federation-of-sol',
    'nekro-virus',
    'arborec',
  ]);
  const [sol, nekro, arborec] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  await eventually(() => nekro.legal.some((i) => i.type === 'technological-singularity'));
  expect(sol.legal.some((i) => i.type === 'technological-singularity')).toBe(false);

  const before = version();
  const bad = await nekro.send({
    type: 'technological-singularity',
    from: 0,
    technology: 'antimass-deflectors',
    assimilator: 'z',
  } as never);
  expect(bad).toMatchObject({ ok: false, code: 'intent/malformed' });
  const wrongSeat = await sol.send({
    type: 'technological-singularity',
    from: 1,
    technology: 'dacxive-animators',
  });
  expect(wrongSeat).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);

  const taken = await nekro.send({
    type: 'technological-singularity',
    from: 0,
    technology: 'antimass-deflectors',
  });
  expect(taken.ok).toBe(true);
  await eventually(() => spectator.view.players[1]?.technologies.includes('antimass-deflectors') ?? false);

  const owned = {
    type: 'table-edit',
    edit: { kind: 'set-technology', technology: 'letani-warrior-ii', owned: true },
  };
  expect((await arborec.send(owned as never)).ok).toBe(true);
  await eventually(() => nekro.view.players[2]?.technologies.includes('letani-warrior-ii') ?? false);
  const copied = await nekro.send({
    type: 'technological-singularity',
    from: 2,
    technology: 'letani-warrior-ii',
    assimilator: 'x',
  });
  expect(copied.ok).toBe(true);
  await eventually(() => spectator.view.players[1]?.valefar?.x === 'letani-warrior-ii');
  for (const c of [sol, nekro, arborec])
    await eventually(() => c.view.players[1]?.valefar?.x === 'letani-warrior-ii');
  expect(spectator.view.players[1]?.technologies).not.toContain('letani-warrior-ii');
}, 60_000);

it('Edict: the Mahact take a command token of Sol’s into their fleet pool, once', async () => {
  const { seats, spectator, version } = await draftedThree(server, [
    'federation-of-sol',
    'mahact-gene-sorcerers',
    'emirates-of-hacan',
  ]);
  const [sol, mahact, hacan] = seats;
  await eventually(() => mahact.legal.some((i) => i.type === 'edict' && i.from === 0));
  expect(hacan.legal.some((i) => i.type === 'edict')).toBe(false);
  const before = version();
  expect(await hacan.send({ type: 'edict', from: 0 })).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
  });
  expect(await mahact.send({ type: 'edict', from: 9 } as never)).toMatchObject({ ok: false });
  expect(version()).toBe(before);
  expect((await mahact.send({ type: 'edict', from: 0 })).ok).toBe(true);
  for (const c of [sol, mahact, hacan, spectator])
    await eventually(() => (c.view.players[1]?.captured ?? []).includes(0));
  expect(await mahact.send({ type: 'edict', from: 0 })).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
  });
}, 60_000);
