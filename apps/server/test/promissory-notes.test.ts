// Promissory notes through the protocol: hands dealt at the start and seen by their owners only, a note
// given in a transaction (named to the two players alone), Military Support played out of turn with its
// planet, Acquiescence used to follow, Gift of Prescience in the strategy phase. Refusals change nothing.

import { expect, it } from 'vitest';
import type { GameState } from '@initiative/rules';
import { draftByRanks, draftedThree, eventually, THREE_RANKS, useTestServer } from './helpers.ts';
import { withNoteMoved } from './state-fixtures.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('hands, a note traded, and Military Support at the start of the Sol’s turn', async () => {
  const { game, seats, spectator, version } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'l1z1x-mindnet',
  ]);
  const [sol, hacan, l1z1x] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  // Each player sees their own six notes; the others only how many.
  expect(sol.view.players[0]?.promissoryNotes).toContain('military-support:0');
  expect(hacan.view.players[0]?.promissoryNotes).toBeUndefined();
  expect(hacan.view.players[0]?.promissoryNoteCount).toBe(6);
  expect(JSON.stringify(spectator.view)).not.toContain('military-support:0');

  // The Hacan trade with anyone (Guild Ships): Sol gives them Military Support.
  const offer = {
    type: 'transaction',
    action: 'offer',
    with: 1,
    give: { promissoryNote: 'military-support:0' },
  };
  const notHeld = await l1z1x.send({ ...offer, give: { promissoryNote: 'military-support:0' }, with: 0 });
  expect(notHeld.ok).toBe(false);
  expect((await sol.send(offer)).ok).toBe(true);
  await eventually(() => hacan.legal.some((i) => i.type === 'transaction' && i.action === 'accept'));
  expect(JSON.stringify(l1z1x.view.stationTrades)).not.toContain('military-support');
  expect((await hacan.send({ type: 'transaction', action: 'accept', with: 0 })).ok).toBe(true);
  await eventually(() => hacan.view.players[1]?.promissoryNotes?.includes('military-support:0') === true);
  expect(sol.view.players[0]?.promissoryNotes).not.toContain('military-support:0');
  expect(JSON.stringify(spectator.view)).not.toContain('military-support:0');

  // Sol has taken no action yet: the start of their turn. The Hacan play it, out of turn, on a planet of theirs.
  await eventually(() => hacan.legal.some((i) => i.type === 'play-promissory-note'));
  const example = hacan.legal.find((i) => i.type === 'play-promissory-note');
  const planet = example?.type === 'play-promissory-note' ? (example.planet ?? '') : '';
  const live = server.hub.get(game.gameId);
  const s = live?.state;
  expect(s?.galaxy.planets[planet]?.controller).toBe(1);
  const before = version();
  const wrongPlanet = await hacan.send({
    type: 'play-promissory-note',
    note: 'military-support:0',
    planet: 'jord',
  });
  expect(wrongPlanet).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(await spectator.send({ type: 'play-promissory-note', note: 'military-support:0' })).toMatchObject({
    ok: false,
    code: 'intent/spectator',
  });
  expect(version()).toBe(before);
  const strategy = spectator.view.players[0]?.pools.strategy ?? 0;
  const infantry = spectator.view.galaxy.planets[planet]?.units['1']?.infantry ?? 0;
  expect((await hacan.send({ type: 'play-promissory-note', note: 'military-support:0', planet })).ok).toBe(
    true,
  );
  await eventually(() => spectator.view.galaxy.planets[planet]?.units['1']?.infantry === infantry + 2);
  expect(spectator.view.players[0]?.pools.strategy).toBe(strategy - 1);
  await eventually(() => sol.view.players[0]?.promissoryNotes?.includes('military-support:0') === true);
  expect(spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n')).toMatch(
    /plays Military Support \(/,
  );
}, 60_000);

it('Acquiescence through the protocol: the holder follows the Winnu’s Imperial without a token', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'winnu',
    'emirates-of-hacan',
    'l1z1x-mindnet',
  ]);
  const [winnu, hacan] = seats;
  await eventually(() => winnu.legal.some((i) => i.type === 'activate-system'));
  // The Hacan got the Winnu's note earlier (set in memory, as a transaction would have).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const s: GameState = live.state;
  live.state = withNoteMoved(s, 0, 1, 'acquiescence:0');
  // Seat 0 holds Leadership and Imperial (THREE_RANKS); Imperial's secondary costs a token.
  expect(THREE_RANKS[0]).toContain('imperial');
  expect((await winnu.send({ type: 'strategic-action', card: 'imperial' })).ok).toBe(true);
  await eventually(() => winnu.legal.some((i) => i.type === 'resolve-primary'));
  const primary = winnu.legal.find((i) => i.type === 'resolve-primary');
  expect((await winnu.send(primary)).ok).toBe(true);
  await eventually(() => hacan.legal.some((i) => i.type === 'follow' && i.acquiescence === true));
  const follow = hacan.legal.find((i) => i.type === 'follow' && i.acquiescence === true);
  const pool = spectator.view.players[1]?.pools.strategy;
  expect((await hacan.send(follow)).ok).toBe(true);
  await eventually(() => winnu.view.players[0]?.promissoryNotes?.includes('acquiescence:0') === true);
  expect(spectator.view.players[1]?.pools.strategy).toBe(pool);
}, 60_000);

it('Gift of Prescience through the protocol: played during the draft, its holder acts first', async () => {
  const { game, seats } = await server.table(3, {
    factions: ['naalu-collective', 'emirates-of-hacan', 'l1z1x-mindnet'],
  });
  const hacan = seats[1];
  if (!hacan) throw new Error('no second seat');
  await eventually(() => seats.some((c) => c.legal.some((i) => i.type === 'pick-strategy-card')));
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const s: GameState = live.state;
  live.state = withNoteMoved(s, 0, 1, 'gift-of-prescience:0');
  expect((await hacan.send({ type: 'play-promissory-note', note: 'gift-of-prescience:0' })).ok).toBe(true);
  await eventually(() => hacan.view.players[1]?.notesInPlay?.includes('gift-of-prescience:0') === true);
  await draftByRanks(server.url, game, THREE_RANKS);
  await eventually(() => hacan.legal.some((i) => i.type === 'activate-system'));
  expect(hacan.view.active).toBe(1);
  expect(hacan.view.players[1]?.initiative).toBe(0);
}, 60_000);
