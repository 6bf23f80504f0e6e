// Transactions (LRR 94) and promissory notes (LRR 69) in Chromium: on Ada's turn she offers Brin (the
// Hacan, who may trade with anyone) two trade goods and her Military Support, picked from her hand, for
// one of his commodities. Brin sees the offer with the note named and accepts it in his browser; Cyd
// and the spectator see that a note changed hands, never which. Goods move as the rules say (the
// commodity arrives as a trade good). A second offer the same turn is refused: one transaction per pair
// per turn. Ada has not acted yet, so it is the start of her turn: Brin plays Military Support from his
// notes panel, puts 2 infantry on a planet of his, and Ada loses a strategy token; the note is back in
// her hand. Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import type { GameView } from '@initiative/rules';
import { checkBothSizes, DESKTOP } from './axe.ts';
import { Bot, driveBots, firstLegal, TURN_ORDER } from './bot.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { seatedGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
  { name: 'Cyd', color: 'green', faction: 'barony-of-letnev' },
] as const;

const BOT_ORDER = TURN_ORDER;
const botMove = (view: GameView) => firstLegal(BOT_ORDER, view);

describe('transactions in the browser', () => {
  it('an offer is made and accepted between two browsers; the others never learn which note', async () => {
    const { game, seats, pageOf, spectator } = await seatedGame(
      h,
      { name: 'Trade route', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const ada = pageOf('Ada');
    const brin = pageOf('Brin');
    const watcher = spectator.page;
    for (const p of [ada, brin, watcher]) await p.setViewportSize(DESKTOP);
    const bots = seats.map((c) => new Bot(h.url, game.gameId, c.seatToken));

    // Secrets kept, the draft, then the action phase up to Ada's turn.
    await driveBots(bots, botMove, {
      withSeat0: true,
      until: (v) => v.phase === 'action' && v.legal.some((i) => i.type === 'strategic-action'),
    });
    await waitForPrompt(ada, /Waiting for Ada to take an action/);
    // Ada's trade goods for the deal: a table edit, as players fix what the app does not track.
    await bots[0]?.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 3 } });
    const before = await (bots[0] as Bot).view();
    const [adaTg, brinTg, brinCommodities] = [
      before.players[0]?.tradeGoods ?? 0,
      before.players[1]?.tradeGoods ?? 0,
      before.players[1]?.commodities ?? 0,
    ];
    expect(adaTg).toBeGreaterThanOrEqual(3);
    expect(before.tradePartners).toContain(1);

    // Ada fills in the offer: 2 trade goods and her Military Support for 1 commodity.
    await ada.getByTestId('offer-form').locator('summary').click();
    await ada.getByTestId('offer-to').selectOption({ label: 'Brin' });
    const more = (testid: string) => ada.getByTestId(testid).getByRole('button', { name: /^More/ });
    await more('give-tg').click();
    await more('give-tg').click();
    if (brinCommodities === 0)
      await bots[1]?.send({ type: 'table-edit', edit: { kind: 'adjust-commodities', delta: 1 } });
    await expect.poll(() => more('get-commodities').isDisabled()).toBe(false);
    await more('get-commodities').click();
    await ada.getByTestId('give-note').selectOption('military-support:0');
    expect(await ada.getByTestId('offer-send').textContent()).toBe('Offer to Brin');
    await checkBothSizes(ada, OUTPUT_DIR, 'transaction-form', { phoneTab: 'tab-act' });
    await ada.getByTestId('offer-send').click();
    await expect.poll(() => ada.getByTestId('offer-0-1').count()).toBe(1);
    expect(await ada.getByTestId('offer-0-1').textContent()).toMatch(
      /You offer Brin 2 trade goods, the promissory note Military Support \(Ada\), for 1 commodity/,
    );

    // Brin sees it named and may accept; the spectator sees only that a note is offered.
    await expect.poll(() => brin.getByTestId('offer-0-1').count()).toBe(1);
    expect(await brin.getByTestId('offer-0-1').textContent()).toMatch(
      /Ada offers you 2 trade goods, the promissory note Military Support \(Ada\), for 1 commodity/,
    );
    await checkBothSizes(brin, OUTPUT_DIR, 'transaction-offer', { phoneTab: 'tab-act' });
    const cyd = await (bots[2] as Bot).view();
    expect(JSON.stringify(cyd)).not.toContain('military-support:0');
    expect(await watcher.content()).not.toContain('Military Support');

    await brin.getByTestId('accept-0').click();
    await expect.poll(() => brin.getByTestId('offer-0-1').count()).toBe(0);
    const after = await (bots[0] as Bot).view();
    expect(after.players[0]?.tradeGoods).toBe(adaTg - 2 + 1); // the commodity arrives as a trade good
    expect(after.players[1]?.tradeGoods).toBe(brinTg + 2);
    await brin.getByTestId('tab-log').click();
    await expect
      .poll(() => brin.getByTestId('log').textContent())
      .toMatch(/Brin accepts: Ada gives 2 trade goods, a promissory note/);
    const watcherLog = await watcher.getByTestId('log').textContent();
    expect(watcherLog ?? '').not.toContain('Military Support');
    expect(await watcher.content()).not.toContain('Military Support');

    // One transaction with each player per turn (LRR 94.3): Brin is no longer offered as a partner.
    expect(after.tradePartners).not.toContain(1);
    await expect(
      bots[0]?.send({
        type: 'transaction',
        action: 'offer',
        with: 1,
        give: { tradeGoods: 1, commodities: 0, promissoryNote: null, actionCards: [] },
        get: { tradeGoods: 0, commodities: 0, promissoryNote: null, actionCards: [] },
      }),
    ).rejects.toThrow(/already|once/i);

    // The start of Ada's turn (she has not acted): Brin plays her Military Support from his notes panel.
    await brin.getByTestId('tab-cards').click();
    await expect.poll(() => brin.getByTestId('note-military-support-0').count()).toBe(1);
    const planet = (await brin.getByTestId('note-military-support-0-planet').inputValue()) || 'hercant';
    await brin.getByTestId('note-military-support-0-planet').selectOption(planet);
    await checkBothSizes(brin, OUTPUT_DIR, 'promissory-military-support', {
      phoneTab: 'tab-cards',
      show: 'notes-to-play',
    });
    await brin.getByTestId('play-note-military-support-0').click();
    await expect.poll(() => brin.getByTestId('note-military-support-0').count()).toBe(0);
    const played = await (bots[0] as Bot).view();
    expect(played.players[0]?.pools.strategy).toBe((after.players[0]?.pools.strategy ?? 0) - 1);
    expect(played.galaxy.planets[planet]?.units['1']?.infantry).toBe(
      (after.galaxy.planets[planet]?.units['1']?.infantry ?? 0) + 2,
    );
    expect(played.players[0]?.promissoryNotes).toContain('military-support:0');
    await expect
      .poll(() => watcher.getByTestId('log').textContent())
      .toMatch(/Brin plays Military Support \(Ada\)/);
    // Back in Ada's hand, on her command sheet.
    await ada.getByTestId('tab-sheet').click();
    await expect.poll(() => ada.getByTestId('own-notes').textContent()).toContain('Military Support (Ada)');
    for (const b of bots) b.close();
  });
});
