// Umbat for another player through the protocol: the Muaat choose the Nomad (a flagship on the board);
// the Muaat's turn waits (their pass is refused and changes nothing) until the Nomad produce a destroyer
// at their flagship, then it ends.

import { expect, it } from 'vitest';
import { waitingText } from '@initiative/rules';
import { draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('the Nomad produce with the Muaat’s Umbat while the Muaat’s turn waits', async () => {
  const { seats, spectator, version } = await draftedThree(server, ['embers-of-muaat', 'nomad', 'arborec']);
  const [muaat, nomad] = seats;
  expect((await nomad.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 1 } })).ok).toBe(
    true,
  );
  await eventually(() =>
    muaat.legal.some((i) => i.type === 'component-action' && i.ability?.id === 'umbat-for'),
  );
  const chose = await muaat.send({ type: 'component-action', ability: { id: 'umbat-for', player: 1 } });
  expect(chose.ok).toBe(true);
  await eventually(() => nomad.legal.some((i) => i.type === 'umbat-production'));
  await eventually(() => waitingText(spectator.view).includes('to produce with'));
  const before = version();
  expect(await muaat.send({ type: 'pass' })).toMatchObject({ ok: false, code: 'intent/wrong-phase' });
  expect(version()).toBe(before);

  const home = nomad.view.players[1]?.homeSystem as string;
  const destroyers = () =>
    spectator.view.galaxy.systems.find((s) => s.systemId === home)?.space['1']?.destroyer ?? 0;
  const had = destroyers();
  const made = await nomad.send({
    type: 'umbat-production',
    system: home,
    order: {
      units: [{ unit: 'destroyer', count: 1, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    },
  });
  expect(made.ok).toBe(true);
  await eventually(() => destroyers() === had + 1);
  await eventually(() => spectator.view.active === 1);
}, 60_000);
