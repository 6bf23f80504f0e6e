// Effects at the start of a space combat through the protocol (LRR 78.3): Sol's Assault Cannon with
// three dreadnoughts makes Hacan destroy a non-fighter ship of its choice before the first round; the
// game waits for Hacan, refuses a fighter (rule/illegal-choice, saying why, nothing changed), takes a
// carrier, and only then rolls the first round (its Anti-Fighter Barrage included).

import { expect, it } from 'vitest';
import type { GameState } from '@initiative/rules';
import { facingFleets, fleetsFacing } from './fleet-fixtures.ts';
import { draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

/** Sol (with Assault Cannon) has three dreadnoughts at home; Hacan a carrier, a dreadnought and two fighters next door. */
function fleets(s: GameState): { state: GameState; dest: string; home: string } {
  const out = facingFleets(s, { dreadnought: 3 }, { carrier: 1, dreadnought: 1, fighter: 2 });
  const players = out.state.players.map((p) =>
    p.seat === 0 ? { ...p, technologies: [...p.technologies, 'assault-cannon'] } : p,
  );
  return { ...out, state: { ...out.state, players } };
}

it('Assault Cannon: the opponent picks a non-fighter ship to destroy before round 1; a fighter is refused', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'arborec',
  ]);
  const [sol, hacan] = seats;
  const { dest, home } = await fleetsFacing(server, game.gameId, sol, hacan, fleets);
  expect(
    (await sol.send({ type: 'move-ships', moves: [{ from: home, ships: { dreadnought: 3 } }] })).ok,
  ).toBe(true);

  // Everyone sees the effect under way; only Hacan is asked, for one ship.
  await eventually(() => spectator.view.tactical?.combat?.opening?.name === 'Assault Cannon');
  const combat = spectator.view.tactical?.combat;
  expect(combat?.owed).toEqual({ '1': 1 });
  expect(combat?.round).toBe(0);
  await eventually(() => hacan.legal.some((i) => i.type === 'assign-hits'));
  expect(sol.legal.some((i) => i.type === 'assign-hits')).toBe(false);
  const log = () => spectator.updates.all.flatMap((u) => u.log.map((l) => l.text));
  expect(log().some((t) => /^Assault Cannon \(.+\), at the start of the space combat in /.test(t))).toBe(
    true,
  );
  expect(log().some((t) => t.startsWith('Anti-Fighter Barrage'))).toBe(false);

  const fighter = await hacan.send({ type: 'assign-hits', losses: { fighter: 1 } });
  expect(fighter).toEqual({
    ok: false,
    code: 'rule/illegal-choice',
    message: 'Assault Cannon destroys non-fighter ships: choose a ship other than a fighter.',
  });
  expect(spectator.view.tactical?.combat?.owed).toEqual({ '1': 1 });

  expect((await hacan.send({ type: 'assign-hits', losses: { carrier: 1 } })).ok).toBe(true);
  // Then round 1's Announce Retreats step (LRR 78.4): whoever is asked fights on, and round 1 is rolled.
  for (let i = 0; i < 200 && !log().some((t) => t.startsWith('Round 1: ')); i++) {
    const asked = [hacan, sol].find((c) => c.legal.some((x) => x.type === 'announce-retreat'));
    if (!asked) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    expect((await asked.send({ type: 'announce-retreat', retreat: false })).ok).toBe(true);
    // Each seat decides once for the round: wait for its options to show that.
    await eventually(() => !asked.legal.some((x) => x.type === 'announce-retreat'));
  }
  await eventually(() => log().some((t) => t.startsWith('Round 1: ')));
  const text = log();
  const lost = text.findIndex((t) => / destroys 1 Carrier for Assault Cannon\.$/.test(t));
  expect(lost).toBeGreaterThan(-1);
  expect(text.findIndex((t) => t.startsWith('Round 1: '))).toBeGreaterThan(lost);
  const system = spectator.view.galaxy.systems.find((x) => x.systemId === dest);
  expect(system?.space['1']?.carrier ?? 0).toBe(0);
}, 90_000);
