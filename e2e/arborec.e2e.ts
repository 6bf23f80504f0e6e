// The Arborec in Chromium. Letani Miasmiala: Ada produces at home with her hero. Dirzuga Rophal: Brin (Sol) activates Ada's home and Ada, her commander
// unlocked, produces a fighter there during his turn. Bioplasmosis: at the status phase's token step Ada
// adds a move of infantry from Mecatol Rex to a planet of hers next to it, confirms her tokens, and
// every page shows the infantry moved (the round is brought to that step in memory; Brin's socket then
// moves the game on). Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { tokensForm, type GameState, type PlanetState } from '@initiative/rules';
import { checkBothSizes } from './axe.ts';
import { Bot } from './bot.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'arborec', cards: ['leadership', 'imperial'] },
  { name: 'Brin', color: 'blue', faction: 'federation-of-sol', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe('the Arborec', () => {
  it('Ada produces with Dirzuga Rophal in Brin’s turn, then moves infantry with Bioplasmosis', async () => {
    const { table, page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Arborec', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      // Her commander unlocked (recorded at the table), three objectives scored (her hero), 3 trade goods.
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const s: GameState = live.state;
        live.state = {
          ...s,
          players: s.players.map((p) =>
            p.seat === 0 ? { ...p, commanderUnlocked: true, tradeGoods: 3 } : p,
          ),
          objectives: { ...s.objectives, scored: { a: [0], b: [0], c: [0] } },
        };
      },
    );
    const ada = page('Ada');
    await waitFor(/Waiting for Ada to take an action/);
    // --- Letani Miasmiala: a cruiser and a destroyer at her home, past any limit, for 3 trade goods. ---
    await expect.poll(() => ada.getByTestId('hero-letani').count()).toBe(1);
    await ada.getByTestId('hero-letani-system').selectOption('5');
    for (const unit of ['cruiser', 'destroyer'])
      await ada
        .getByTestId(`hero-letani-order-count-${unit}-space`)
        .getByRole('button', { name: /^More / })
        .click();
    for (let i = 0; i < 3; i++)
      await ada
        .getByTestId('hero-letani-order-tg')
        .getByRole('button', { name: /^More / })
        .click();
    await ada.getByTestId('hero-letani-order-submit').click();
    await expect
      .poll(() => ada.getByTestId('hero-letani-list').textContent())
      .toContain('1 Cruiser, 1 Destroyer');
    await checkBothSizes(ada, OUTPUT_DIR, 'hero-letani', { show: 'hero-letani' });
    await ada.getByTestId('hero-letani-submit').click();
    await expect
      .poll(logText)
      .toContain(
        'Ada uses Letani Miasmiala (hero, now purged): production in 1 system holding their ground forces.',
      );
    await expect.poll(logText).toContain('Ada produces 1 Cruiser, 1 Destroyer in system 5 for 3 resources.');

    // --- Dirzuga Rophal: Brin activates Ada's home; Ada produces a fighter there, paid with Nestphar. ---
    const brinPage = page('Brin');
    await waitFor(/Waiting for Brin to take an action/);
    await brinPage.getByTestId('activate-system-select').selectOption('5');
    await brinPage.getByTestId('activate').click();
    await expect.poll(() => ada.getByTestId('offer-dirzuga-rophal').count()).toBe(1);
    await ada
      .getByTestId('offer-dirzuga-rophal-order-count-fighter-space')
      .getByRole('button', { name: /^More / })
      .click();
    await ada.getByTestId('offer-dirzuga-rophal-order-pay-nestphar').click();
    await checkBothSizes(ada, OUTPUT_DIR, 'dirzuga-rophal', { show: 'offer-dirzuga-rophal' });
    await ada.getByTestId('offer-dirzuga-rophal-order-submit').click();
    await expect.poll(logText).toContain('Ada uses Dirzuga Rophal after the activation of system 5.');
    await expect.poll(logText).toContain('Ada produces 1 Fighter in system 5 for 1 resource.');
    await expect.poll(() => ada.getByTestId('offer-dirzuga-rophal').count()).toBe(0);
    await brinPage.getByTestId('end-turn').click();
    await waitFor(/Waiting for Cyd to take an action/);
    // The round ends: the token step of the status phase, Ada owning Bioplasmosis and every unheld planet.
    const live = h.server.hub.get(table.game.gameId);
    if (!live?.state) throw new Error('no game');
    const s: GameState = live.state;
    const planets = Object.fromEntries(
      Object.entries(s.galaxy.planets).map(([id, p]) => [
        id,
        p.controller === null ? { ...p, controller: 0 } : p,
      ]),
    );
    // Her infantry on Mecatol Rex: the systems around it always hold planets (her home's may not).
    planets['mecatol-rex'] = {
      ...(planets['mecatol-rex'] as PlanetState),
      controller: 0,
      units: { '0': { infantry: 4 } },
    };
    live.state = {
      ...s,
      phase: 'status',
      active: null,
      players: s.players.map((p) =>
        p.seat === 0 ? { ...p, technologies: [...p.technologies, 'bioplasmosis'] } : p,
      ),
      galaxy: { ...s.galaxy, planets },
      status: { step: 'redistribute', order: [0, 1, 2], index: 3, gains: { '0': 2, '1': 2, '2': 2 } },
    };
    const target = tokensForm(live.state, 0)[0]?.targets('mecatol-rex')[0] as string;
    // Brin arranges his tokens over the socket: the game moves on from the state set above, and every
    // page is sent it.
    const brin = new Bot(h.url, table.game.gameId, table.seats[1]?.seatToken as string);
    const sol = s.players[1]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
    await brin.send({ type: 'redistribute-tokens', pools: { ...sol, tactic: sol.tactic + 2 } });
    brin.close();
    await expect.poll(() => ada.getByTestId('bioplasmosis').count()).toBe(1);
    await ada.getByTestId('bioplasmosis-from').selectOption('mecatol-rex');
    await ada.getByTestId('bioplasmosis-to').selectOption(target);
    for (let i = 0; i < 2; i++)
      await ada
        .getByTestId('bioplasmosis-count')
        .getByRole('button', { name: /^More / })
        .click();
    await ada.getByTestId('bioplasmosis-add').click();
    await expect
      .poll(() => ada.getByTestId('bioplasmosis-moves').textContent())
      .toContain('3 from Mecatol Rex to');
    await ada.getByTestId('redistribute-tactic').getByRole('button', { name: 'More tactic' }).click();
    await ada.getByTestId('redistribute-tactic').getByRole('button', { name: 'More tactic' }).click();
    await checkBothSizes(ada, OUTPUT_DIR, 'bioplasmosis', { show: 'bioplasmosis' });
    await ada.getByTestId('redistribute-submit').click();
    await expect.poll(logText).toContain('Ada moves infantry with Bioplasmosis: 3 from Mecatol Rex to');
  }, 240_000);

  it('Mitosis: the status phase waits while Ada places 1 infantry on a planet of hers, from her offer', async () => {
    const { table, page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Mitosis', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const ada = page('Ada');
    const brin = page('Brin');
    await waitFor(/Waiting for Ada to take an action/);
    // Everyone else has passed and Ada's cards are spent: her pass (over the socket) ends the round, and
    // the status phase opens waiting for her Mitosis infantry.
    const live = h.server.hub.get(table.game.gameId);
    if (!live?.state) throw new Error('no game');
    const s: GameState = live.state;
    live.state = {
      ...s,
      players: s.players.map((p) => (p.seat === 0 ? p : { ...p, passed: true })),
      cards: Object.fromEntries(
        Object.entries(s.cards).map(([id, c]) => [id, c.holder === 0 ? { ...c, exhausted: true } : c]),
      ) as GameState['cards'],
    };
    const bot = new Bot(h.url, table.game.gameId, table.seats[0]?.seatToken as string);
    await bot.send({ type: 'pass' });
    bot.close();
    await waitFor(/waiting for Ada to place 1 infantry on a planet they control \(Mitosis\)/);
    await expect.poll(() => ada.getByTestId('offer-mitosis').count()).toBe(1);
    expect(await brin.getByTestId('offer-mitosis').count()).toBe(0);
    const planet = ada.getByTestId('offer-mitosis-field-0');
    if ((await planet.evaluate((e) => e.tagName)) === 'SELECT')
      await planet.selectOption({ label: 'Nestphar' });
    expect(await planet.textContent()).toContain('Nestphar');
    await checkBothSizes(ada, OUTPUT_DIR, 'mitosis', { phoneTab: 'tab-act', show: 'offer-mitosis' });
    await ada.getByTestId('offer-mitosis-submit').click();
    await expect.poll(logText).toContain('Ada places 1 infantry on Nestphar (Mitosis).');
    await expect.poll(() => ada.getByTestId('offer-mitosis').count()).toBe(0);
  }, 120_000);
});
