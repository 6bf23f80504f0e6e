// The invasion step through the protocol (issue 28): Sol activates a system next to home, carries
// infantry in with a carrier and lands them on its uncontrolled planet, which Sol then controls (its
// card exhausted) in every client's view, and explores it (LRR 35). Another seat's or a malformed `invade` changes nothing.

import { expect, it } from 'vitest';
import { PLANETS_BY_ID, SYSTEMS_BY_ID, adjacency, planetsOf } from '@initiative/rules';
import { draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });
const SOL_HOME = '1';

it('Sol lands infantry on an uncontrolled planet next to home and takes it; others cannot invade for Sol', async () => {
  const { seats, spectator, version } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'xxcha-kingdom',
  ]);
  const [sol, hacan] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  const galaxy = sol.view.galaxy;
  const home = galaxy.systems.find((s) => s.systemId === SOL_HOME)?.position ?? -1;
  const dest = [...(adjacency(galaxy).get(home) ?? [])]
    .map((p) => galaxy.systems.find((s) => s.position === p))
    .find((s) => {
      const data = s ? SYSTEMS_BY_ID.get(s.systemId) : undefined;
      return s && data?.kind !== 'home' && data?.anomalies.length === 0 && planetsOf(s.systemId).length > 0;
    });
  if (!dest) throw new Error('no plain system with a planet next to Sol');
  const planet = planetsOf(dest.systemId)[0] as string;

  expect((await sol.send({ type: 'activate-system', system: dest.systemId })).ok).toBe(true);
  const moved = await sol.send({
    type: 'move-ships',
    moves: [
      { from: SOL_HOME, ships: { carrier: 1 }, transport: [{ from: 'jord', unit: 'infantry', count: 2 }] },
    ],
  });
  expect(moved.ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'invade'));

  const before = version();
  const landing = { type: 'invade', commits: [{ planet, infantry: 2 }] } as const;
  expect(await hacan.send(landing)).toMatchObject({ ok: false, code: 'intent/not-your-turn' });
  expect(await sol.send({ type: 'invade', commits: [{ planet, infantry: -2 }] } as never)).toMatchObject({
    ok: false,
    code: 'intent/malformed',
  });
  expect(await sol.send({ type: 'invade', commits: [{ planet, infantry: 3 }] })).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
  });
  expect(version()).toBe(before);

  expect((await sol.send(landing)).ok).toBe(true);
  for (const c of [spectator, sol, hacan])
    await eventually(() => c.view.galaxy.planets[planet]?.controller === 0);
  const taken = spectator.view.galaxy.planets[planet];
  expect(taken?.exhausted).toBe(true);
  // The two landed; exploring the planet (below) may place one more of Sol's (a card that gives an
  // infantry there), which the game's seed decides.
  expect([2, 3]).toContain(taken?.units['0']?.infantry);
  expect(sol.legal.some((i) => i.type === 'invade')).toBe(false);
  // LRR 35: the planet no one controlled is explored once; every view sees the deck one card smaller,
  // and none holds the cards still in the draw piles (their order stays on the server).
  const trait = PLANETS_BY_ID.get(planet)?.trait;
  if (trait) {
    for (const c of [spectator, sol, hacan])
      await eventually(() => c.view.galaxy.planets[planet]?.explored === true);
    expect(spectator.view.exploration?.[trait].size).toBe(19);
    expect(JSON.stringify(spectator.view.exploration)).not.toMatch(/"draw"/);
  }
}, 60_000);
