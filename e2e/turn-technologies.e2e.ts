// Technologies used around a turn, in Chromium (in a second game Nullification Field ends one; in a third
// Trillossa Aun Mirik places infantry next door; in a fourth Umbat produces at a war sun): Ada (Clan of Saar) produces a fighter with Chaos Mapping
// before her action, then activates her home and produces 2 cruisers with AI Development Algorithm's
// discount and a fighter placed at her other dock by Rowl Sarrig (her commander), produces again with
// Agency Supply Network, takes Mecatol Rex and produces on it with Integrated Economy, and ends the turn rearranging her command sheet with Predictive Intelligence. Every step
// shows in the log; the others never see her forms. Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { systemName, type GameState } from '@initiative/rules';
import { mecatolDockWithNeighbour } from '../apps/server/test/state-fixtures.ts';
import { checkBothSizes } from './axe.ts';
import { Bot } from './bot.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { changePlayer, draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'clan-of-saar', cards: ['leadership', 'imperial'] },
  { name: 'Brin', color: 'blue', faction: 'federation-of-sol', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

const more = (page: ReturnType<Awaited<ReturnType<typeof draftedGame>>['page']>, testid: string) =>
  page.getByTestId(testid).getByRole('button', { name: /^More / });

describe('technologies around a turn', () => {
  it('Chaos Mapping, AI Development Algorithm and Predictive Intelligence', async () => {
    let dock = '';
    const { table, page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Turn technologies', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      // Researched earlier (Cruiser II is her one unit upgrade), with 3 trade goods.
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const s: GameState = live.state;
        const owned = [
          'chaos-mapping',
          'ai-development-algorithm',
          'cruiser-ii',
          'predictive-intelligence',
          'agency-supply-network',
          'integrated-economy',
        ];
        const players = s.players.map((p) =>
          p.seat === 0
            ? { ...p, technologies: [...p.technologies, ...owned], tradeGoods: 5, commanderUnlocked: true }
            : p,
        );
        // A second floating dock, in an empty system (Rowl Sarrig, her commander, places units there).
        dock = s.galaxy.systems.find(
          (x) => x.position > 0 && x.systemId !== '18' && Object.keys(x.space).length === 0,
        )?.systemId as string;
        const systems = s.galaxy.systems.map((x) =>
          x.systemId === dock ? { ...x, space: { '0': { 'space-dock': 1 } } } : x,
        );
        live.state = { ...s, players, galaxy: { ...s.galaxy, systems } };
      },
    );
    const ada = page('Ada');
    const brin = page('Brin');

    // --- Chaos Mapping: 1 fighter at her home, paid with Lisis II, before her action. ---
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('offer-chaos-mapping').count()).toBe(1);
    expect(await brin.getByTestId('offer-chaos-mapping').count()).toBe(0);
    await ada.getByTestId('offer-chaos-mapping-open').click();
    const system = ada.getByTestId('offer-chaos-mapping-field-0');
    if ((await system.evaluate((e) => e.tagName)) === 'SELECT')
      await system.selectOption({ label: 'The Lisis II/Ragh system' });
    expect(await system.textContent()).toContain('Lisis II/Ragh');
    await more(ada, 'offer-chaos-mapping-order-count-fighter-space').click();
    await more(ada, 'offer-chaos-mapping-order-count-fighter-space').click();
    await expect
      .poll(() => ada.getByTestId('offer-chaos-mapping-order-error').textContent())
      .toBe('Chaos Mapping produces exactly 1 unit.');
    await ada
      .getByTestId('offer-chaos-mapping-order-count-fighter-space')
      .getByRole('button', { name: /^Less / })
      .click();
    await ada.getByTestId('offer-chaos-mapping-order-pay-lisis-ii').click();
    await checkBothSizes(ada, OUTPUT_DIR, 'chaos-mapping', { show: 'offer-chaos-mapping' });
    await ada.getByTestId('offer-chaos-mapping-order-submit').click();
    await expect.poll(logText).toContain('Ada uses Chaos Mapping at the start of their turn.');
    await expect.poll(logText).toContain('Ada produces 1 Fighter in system 11 for 1 resource.');
    await expect.poll(() => ada.getByTestId('offer-chaos-mapping').count()).toBe(0);

    // --- A tactical action at home: 2 cruisers, and a fighter at her other dock (Rowl Sarrig), cost 5, 4
    // with AI Development Algorithm. ---
    await ada.getByTestId('activate-system-select').selectOption('11');
    await ada.getByTestId('activate').click();
    await expect.poll(() => ada.getByTestId('production-panel').count()).toBe(1);
    await more(ada, 'produce-count-cruiser-space').click();
    await more(ada, 'produce-count-cruiser-space').click();
    await more(ada, `produce-count-fighter-${dock}`).click();
    for (let i = 0; i < 4; i++) await more(ada, 'produce-tg').click();
    await expect.poll(() => ada.getByTestId('produce-error').textContent()).toContain('Pay 1 more resource');
    await ada.getByTestId('produce-ai-development').locator('input').check();
    await expect
      .poll(() => ada.getByTestId('produce-totals').textContent())
      .toContain('cost 4 (AI Development Algorithm −1)');
    await checkBothSizes(ada, OUTPUT_DIR, 'ai-development-production', { show: 'produce-ai-development' });
    await ada.getByTestId('produce-submit').click();
    await expect
      .poll(logText)
      .toContain(
        'Ada produces 2 Cruisers, 1 Fighter in system 11 for 4 resources (AI Development Algorithm −1).',
      );
    await expect.poll(logText).toContain(`Rowl Sarrig places 1 Fighter in system ${dock}.`);

    // --- Agency Supply Network (the Keleres' technology, hers here): another production, at her other
    // dock: 1 fighter paid with Ragh. ---
    await expect.poll(() => ada.getByTestId('offer-agency-supply-network').count()).toBe(1);
    await ada.getByTestId('offer-agency-supply-network-open').click();
    const agencySystem = ada.getByTestId('offer-agency-supply-network-field-0');
    const option = agencySystem.locator('option', { hasText: systemName(dock) });
    await agencySystem.selectOption((await option.getAttribute('value')) ?? '');
    await more(ada, 'offer-agency-supply-network-order-count-fighter-space').click();
    await ada.getByTestId('offer-agency-supply-network-order-pay-ragh').click();
    await checkBothSizes(ada, OUTPUT_DIR, 'agency-supply', { show: 'offer-agency-supply-network' });
    await ada.getByTestId('offer-agency-supply-network-order-submit').click();
    await expect
      .poll(logText)
      .toContain(`Ada uses Agency Supply Network: another production, in system ${dock}.`);
    await expect.poll(() => ada.getByTestId('offer-agency-supply-network').count()).toBe(0);

    // --- Integrated Economy: Ada's ground forces take Mecatol Rex (a table edit, sent from her socket);
    // she produces 2 infantry on it (cost 1, its resource value) with her last trade good. ---
    const socket = new Bot(h.url, table.game.gameId, table.seats[0]?.seatToken as string);
    await socket.send({
      type: 'table-edit',
      edit: { kind: 'set-planet-control', planet: 'mecatol-rex', controller: 0 },
    });
    socket.close();
    await expect.poll(() => ada.getByTestId('offer-integrated-economy-mecatol-rex').count()).toBe(1);
    await ada.getByTestId('offer-integrated-economy-mecatol-rex-open').click();
    await more(ada, 'offer-integrated-economy-mecatol-rex-order-count-cruiser-space').click();
    await expect
      .poll(() => ada.getByTestId('offer-integrated-economy-mecatol-rex-order-error').textContent())
      .toBe('These cost 2: at most 1 resource here.');
    await ada
      .getByTestId('offer-integrated-economy-mecatol-rex-order-count-cruiser-space')
      .getByRole('button', { name: /^Less / })
      .click();
    await more(ada, 'offer-integrated-economy-mecatol-rex-order-count-infantry-mecatol-rex').click();
    await more(ada, 'offer-integrated-economy-mecatol-rex-order-count-infantry-mecatol-rex').click();
    await more(ada, 'offer-integrated-economy-mecatol-rex-order-tg').click();
    await checkBothSizes(ada, OUTPUT_DIR, 'integrated-economy', {
      show: 'offer-integrated-economy-mecatol-rex',
    });
    await ada.getByTestId('offer-integrated-economy-mecatol-rex-order-submit').click();
    await expect.poll(logText).toContain('Ada uses Integrated Economy on Mecatol Rex (up to 1 resource).');
    await expect.poll(logText).toContain('Ada produces 2 Infantry in system 18 for 1 resource.');

    // --- End turn, moving a tactic token to the fleet pool with Predictive Intelligence. ---
    await expect.poll(() => ada.getByTestId('offer-predictive-intelligence-end-turn').count()).toBe(1);
    expect(await ada.getByTestId('offer-predictive-intelligence-pass').count()).toBe(0);
    await ada.getByTestId('offer-predictive-intelligence-end-turn-open').click();
    await ada
      .getByTestId('offer-predictive-intelligence-end-turn-field-0-tactic')
      .getByRole('button', { name: /^Less / })
      .click();
    await expect
      .poll(() => ada.getByTestId('offer-predictive-intelligence-end-turn-submit').isDisabled())
      .toBe(true);
    await more(ada, 'offer-predictive-intelligence-end-turn-field-0-fleet').click();
    await expect
      .poll(() => ada.getByTestId('offer-predictive-intelligence-end-turn-submit').isDisabled())
      .toBe(false);
    await checkBothSizes(ada, OUTPUT_DIR, 'predictive-intelligence', {
      show: 'offer-predictive-intelligence-end-turn',
    });
    await ada.getByTestId('offer-predictive-intelligence-end-turn-submit').click();
    await expect
      .poll(logText)
      .toMatch(
        /Ada exhausts Predictive Intelligence at the end of their turn: 1 tactic, 4 fleet, 2 strategy\./,
      );
    await waitFor(/Waiting for Brin to take an action/);
  }, 240_000);

  it('Nullification Field: Brin (Xxcha) ends Ada’s turn after she activates his home', async () => {
    const seats = [
      { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'imperial'] },
      { name: 'Brin', color: 'blue', faction: 'xxcha-kingdom', cards: ['diplomacy', 'construction'] },
      { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
    ] as const satisfies readonly DraftingSeat[];
    const { page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Nullification', seats: 3, victoryPoints: 10, factions: 'chosen' },
      seats,
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const s: GameState = live.state;
        const players = s.players.map((p) =>
          p.seat === 1 ? { ...p, technologies: [...p.technologies, 'nullification-field'] } : p,
        );
        live.state = { ...s, players };
      },
    );
    const ada = page('Ada');
    const brin = page('Brin');
    await waitFor(/Waiting for Ada to take an action/);
    await ada.getByTestId('activate-system-select').selectOption('14');
    await ada.getByTestId('activate').click();
    await expect.poll(() => brin.getByTestId('offer-nullification-field').count()).toBe(1);
    expect(await page('Cyd').getByTestId('offer-nullification-field').count()).toBe(0);
    await checkBothSizes(brin, OUTPUT_DIR, 'nullification-field', { show: 'offer-nullification-field' });
    await brin.getByTestId('offer-nullification-field-submit').click();
    await expect
      .poll(logText)
      .toContain("Brin uses Nullification Field (a strategy-pool token): Ada's turn ends.");
    await waitFor(/Waiting for Brin to take an action/);
  }, 240_000);

  it('Trillossa Aun Mirik: Ada (Argent) puts the infantry she produces on a planet of hers next door', async () => {
    const seats = [
      { name: 'Ada', color: 'red', faction: 'argent-flight', cards: ['leadership', 'imperial'] },
      { name: 'Brin', color: 'blue', faction: 'federation-of-sol', cards: ['diplomacy', 'construction'] },
      { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
    ] as const satisfies readonly DraftingSeat[];
    let next = '';
    const { page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Trillossa', seats: 3, victoryPoints: 10, factions: 'chosen' },
      seats,
      // Ada holds Mecatol Rex with a space dock, and a planet next to it.
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const set = mecatolDockWithNeighbour(live.state, 0);
        live.state = set.state;
        next = set.next;
      },
    );
    const ada = page('Ada');
    await waitFor(/Waiting for Ada to take an action/);
    await ada.getByTestId('activate-system-select').selectOption('18');
    await ada.getByTestId('activate').click();
    await expect.poll(() => ada.getByTestId('produce-trillossa').count()).toBe(1);
    await ada.getByTestId('produce-trillossa').locator('input').check();
    await more(ada, `produce-count-infantry-${next}`).click();
    await more(ada, `produce-count-infantry-${next}`).click();
    // 2 infantry cost 1, and the Argent's Sarween Tools takes it off.
    await expect
      .poll(() => ada.getByTestId('produce-totals').textContent())
      .toContain('cost 0 (Sarween Tools −1)');
    await checkBothSizes(ada, OUTPUT_DIR, 'trillossa', { show: 'produce-trillossa' });
    await ada.getByTestId('produce-submit').click();
    await expect.poll(logText).toMatch(/Trillossa Aun Mirik places 2 Infantry on /);
    await expect
      .poll(() => page('Brin').getByTestId('log').textContent())
      .toMatch(/Trillossa Aun Mirik places/);
  }, 240_000);

  it('Umbat: Ada (Muaat) produces 2 destroyers at her war sun with her agent', async () => {
    const seats = [
      { name: 'Ada', color: 'red', faction: 'embers-of-muaat', cards: ['leadership', 'imperial'] },
      { name: 'Brin', color: 'blue', faction: 'federation-of-sol', cards: ['diplomacy', 'construction'] },
      { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
    ] as const satisfies readonly DraftingSeat[];
    const { page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Umbat', seats: 3, victoryPoints: 10, factions: 'chosen' },
      seats,
    );
    const ada = page('Ada');
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('offer-umbat').count()).toBe(1);
    await ada.getByTestId('offer-umbat-open').click();
    await more(ada, 'offer-umbat-order-count-destroyer-space').click();
    await more(ada, 'offer-umbat-order-count-destroyer-space').click();
    await more(ada, 'offer-umbat-order-count-destroyer-space').click();
    await expect
      .poll(() => ada.getByTestId('offer-umbat-order-error').textContent())
      .toBe('Umbat produces up to 2 units.');
    await ada
      .getByTestId('offer-umbat-order-count-destroyer-space')
      .getByRole('button', { name: /^Less / })
      .click();
    await ada.getByTestId('offer-umbat-order-pay-muaat').click();
    await checkBothSizes(ada, OUTPUT_DIR, 'umbat', { show: 'offer-umbat' });
    await ada.getByTestId('offer-umbat-order-submit').click();
    await expect.poll(logText).toContain('Ada takes a component action with Umbat (exhausted).');
    await expect.poll(logText).toMatch(/Ada produces 2 Destroyers in system 4 for 2 resources\./);
    await waitFor(/Waiting for Brin to take an action/);
  }, 240_000);

  it('Umbat for Brin (Nomad): Ada’s turn waits while Brin produces a destroyer at his flagship', async () => {
    const seats = [
      { name: 'Ada', color: 'red', faction: 'embers-of-muaat', cards: ['leadership', 'imperial'] },
      { name: 'Brin', color: 'blue', faction: 'nomad', cards: ['diplomacy', 'construction'] },
      { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
    ] as const satisfies readonly DraftingSeat[];
    const { page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Umbat for Brin', seats: 3, victoryPoints: 10, factions: 'chosen' },
      seats,
      (gameId) => changePlayer(h, gameId, 1, (p) => ({ ...p, tradeGoods: 2 })),
    );
    const ada = page('Ada');
    const brin = page('Brin');
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('offer-umbat-for').count()).toBe(1);
    await ada.getByTestId('offer-umbat-for-open').click();
    const player = ada.getByTestId('offer-umbat-for-field-0');
    if ((await player.evaluate((e) => e.tagName)) === 'SELECT') await player.selectOption({ label: 'Brin' });
    expect(await player.textContent()).toContain('Brin');
    await ada.getByTestId('offer-umbat-for-submit').click();
    await waitFor(/Waiting for Brin to produce with Ada's Umbat/);
    await expect.poll(() => brin.getByTestId('offer-umbat-production').count()).toBe(1);
    expect(await ada.getByTestId('offer-umbat-production').count()).toBe(0);
    await more(brin, 'offer-umbat-production-order-count-destroyer-space').click();
    await more(brin, 'offer-umbat-production-order-tg').click();
    await checkBothSizes(brin, OUTPUT_DIR, 'umbat-for', {
      phoneTab: 'tab-act',
      show: 'offer-umbat-production',
    });
    await brin.getByTestId('offer-umbat-production-order-submit').click();
    await expect.poll(logText).toMatch(/Brin produces 1 Destroyer in system \d+ for 1 resource\./);
    await waitFor(/Waiting for Brin to take an action/);
  }, 240_000);
});
