// Salvage Operations through the protocol: the Mentak own it (a table edit); during Sol's tactical
// action they take their trade good after a combat lost (a ship where Sol's ships still are is refused,
// nothing changes); on their own tactical action they win and produce a destroyer, paid with it.

import { expect, it } from 'vitest';
import { draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

const destroyer = (system: string) => ({
  type: 'salvage-operations' as const,
  system,
  won: true,
  order: {
    units: [{ unit: 'destroyer' as const, count: 1, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods: 1 },
  },
});

it('the Mentak take a trade good after Sol’s combat, then a destroyer after their own', async () => {
  const { seats, spectator, version } = await draftedThree(server, [
    'federation-of-sol',
    'mentak-coalition',
    'arborec',
  ]);
  const [sol, mentak] = seats;
  const owned = {
    type: 'table-edit',
    edit: { kind: 'set-technology', technology: 'salvage-operations', owned: true },
  };
  expect((await mentak.send(owned as never)).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  const solHome = sol.view.players[0]?.homeSystem as string;
  expect((await sol.send({ type: 'activate-system', system: solHome })).ok).toBe(true);
  await eventually(() => mentak.legal.some((i) => i.type === 'salvage-operations'));
  expect(sol.legal.some((i) => i.type === 'salvage-operations')).toBe(false);

  const before = version();
  const blocked = await mentak.send(destroyer(solHome));
  expect(blocked).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);
  const goods = spectator.view.players[1]?.tradeGoods ?? 0;
  expect((await mentak.send({ type: 'salvage-operations', system: solHome, won: false })).ok).toBe(true);
  await eventually(() => spectator.view.players[1]?.tradeGoods === goods + 1);
  const again = await mentak.send({ type: 'salvage-operations', system: solHome, won: false });
  expect(again).toMatchObject({ ok: false, code: 'rule/already-decided' });

  expect((await sol.send({ type: 'end-turn' })).ok).toBe(true);
  await eventually(() => mentak.legal.some((i) => i.type === 'activate-system'));
  const home = mentak.view.players[1]?.homeSystem as string;
  expect((await mentak.send({ type: 'activate-system', system: home })).ok).toBe(true);
  await eventually(() => mentak.legal.some((i) => i.type === 'salvage-operations'));
  const ships = () =>
    spectator.view.galaxy.systems.find((s) => s.systemId === home)?.space['1']?.destroyer ?? 0;
  const had = ships();
  expect((await mentak.send(destroyer(home))).ok).toBe(true);
  await eventually(() => ships() === had + 1);
  expect(spectator.view.players[1]?.tradeGoods).toBe(goods + 1); // one more gained, one paid
}, 60_000);
