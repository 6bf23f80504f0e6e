// A whole agenda phase through the protocol: a player removes the custodians token from Mecatol Rex,
// the round is played out, and the agenda phase runs (response window, votes, outcome) into the next
// round's draft — with a spectator's every message checked for agendas not yet revealed.

import { describe, expect, it } from 'vitest';
import type { GameState, Intent } from '@initiative/rules';
import { progressMoves } from './crash/progress.ts';
import { useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer();

async function play(all: readonly TestClient[], mover: TestClient, intent: unknown): Promise<void> {
  const ack = await mover.send(intent);
  expect(ack, JSON.stringify(intent)).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));
}

describe('the agenda phase, through the protocol', () => {
  it('custodians removed, the round played out, two agendas voted, the next draft begins; a spectator never sees an unrevealed agenda', async () => {
    const { game, seats, spectator, all } = await server.table(3);
    const seen: string[] = [];
    spectator.socket.on('update', (m: unknown) => seen.push(JSON.stringify(m)));
    spectator.socket.on('sync', (m: unknown) => seen.push(JSON.stringify(m)));

    // Into the action phase, then the active player flies to Mecatol Rex and pays 6 influence.
    while (!seats.some((c) => c.legal.some((i) => i.type === 'activate-system'))) {
      const [move] = progressMoves(seats, (c) => c.latest.view);
      if (!move) throw new Error('stuck before the action phase');
      await play(all, move.client, move.intent);
    }
    const mover = seats.find((c) => c.legal.some((i) => i.type === 'activate-system')) as TestClient;
    const seat = mover.sync.you.kind === 'seat' ? mover.sync.you.seat : -1;
    await play(all, mover, { type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 6 } });
    // Before the token is gone, landing on Mecatol Rex is refused with the reason.
    await play(all, mover, { type: 'activate-system', system: '18' });
    const early = await mover.send({
      type: 'table-edit',
      edit: { kind: 'add-units', to: { system: '18' }, units: { infantry: 1, carrier: 1 } },
    });
    expect(early, JSON.stringify(early)).toMatchObject({ ok: true });
    await Promise.all(all.map((c) => c.nextUpdate()));
    const landing = await mover.send({
      type: 'table-edit',
      edit: { kind: 'move', to: '18', from: [], land: [{ planet: 'mecatol-rex', units: { infantry: 1 } }] },
    });
    expect(landing).toMatchObject({ ok: false, code: 'rule/custodians' });
    // The factions are drawn at random: the Winnu pay nothing (Blood Ties) and are refused any payment.
    const winnu = mover.latest.view?.players[seat]?.faction === 'winnu';
    const short = await mover.send({ type: 'remove-custodians', payment: { planets: [], tradeGoods: 5 } });
    expect(short).toMatchObject({ ok: false, code: winnu ? 'rule/illegal-choice' : 'rule/cannot-afford' });
    expect(mover.legal.some((i) => i.type === 'remove-custodians')).toBe(true);
    await play(all, mover, {
      type: 'remove-custodians',
      payment: { planets: [], tradeGoods: winnu ? 0 : 6 },
    });
    expect(spectator.view.custodians).toBe(false);
    expect(spectator.view.players[seat]?.victoryPoints).toBe(1);
    expect(spectator.latest.log.map((l) => l.text).join(' ')).toMatch(/removes the custodians token/);

    // The rest of the round, by whatever moves the game on, until the agenda phase begins.
    for (let step = 0; spectator.view.phase !== 'agenda'; step++) {
      expect(step, 'the agenda phase within 400 moves').toBeLessThan(400);
      const moves = progressMoves(seats, (c) => c.latest.view);
      const move = moves.find((m) => m.intent.type === 'end-turn') ?? moves[0];
      if (!move) throw new Error(`stuck in ${spectator.view.phase}`);
      await play(all, move.client, move.intent);
    }
    const round = spectator.view.round;
    const first = spectator.view.agenda?.agenda as string;
    expect(spectator.view.waiting.seats).toHaveLength(3);

    // Everyone goes to the vote; each votes for the first outcome with every ready planet, or abstains.
    let agendas = 0;
    let lastAgenda = '';
    for (let step = 0; spectator.view.phase === 'agenda'; step++) {
      expect(step, 'two agendas within 60 moves').toBeLessThan(60);
      const view = spectator.view;
      if (view.agenda && view.agenda.agenda !== lastAgenda) {
        agendas++;
        lastAgenda = view.agenda.agenda;
      }
      const [move] = progressMoves(seats, (c) => c.latest.view);
      if (!move) throw new Error('stuck in the agenda phase');
      const intent: Intent = move.intent;
      await play(all, move.client, intent);
    }
    expect(agendas).toBeGreaterThanOrEqual(2);
    expect(spectator.view.phase).toBe('strategy');
    expect(spectator.view.round).toBe(round + 1);
    expect(spectator.latest.log.some((l) => l.text.includes(`the outcome is`))).toBe(true);
    expect(first).not.toBe('');

    // Nothing the spectator received names an agenda still in the deck.
    const live = server.hub.get(game.gameId)?.state as GameState;
    expect(live.decks.agenda.length).toBeGreaterThan(0);
    const everything = seen.join('\n');
    for (const id of live.decks.agenda) expect(everything, id).not.toContain(`"${id}"`);
  });

  it('votes are refused out of turn and from a spectator, with a reason, and change nothing', async () => {
    const { spectator, seats } = await server.table(3);
    const version = spectator.latest.version;
    const vote = { type: 'cast-votes', outcome: 'for', planets: [] };
    expect(await spectator.send(vote)).toMatchObject({ ok: false, code: 'intent/spectator' });
    expect(await seats[0]?.send(vote)).toMatchObject({ ok: false, code: 'intent/wrong-phase' });
    expect(await seats[0]?.send({ type: 'cast-votes', outcome: 'x'.repeat(200) })).toMatchObject({
      ok: false,
      code: 'intent/malformed',
    });
    expect(spectator.latest.version).toBe(version);
  });
});
