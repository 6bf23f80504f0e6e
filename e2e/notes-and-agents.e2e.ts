// Promissory notes and an agent in Chromium. Before the draft Cyd (the Vuil'raith Cabal) holds Ada's Gift
// of Prescience and Ada (the Naalu) holds Brin's Acquiescence (as transactions would have left them).
// During the draft Cyd plays the Gift from his notes panel and acts first. He plays Trade; Ada follows
// and replenishes; Cyd answers with The Stillness of Stars: her commodities become trade goods and he
// captures one of her cruisers (his sheet lists it).
// Brin (the Winnu) plays Imperial; Ada ticks Acquiescence and follows without a token. Screenshots of
// the three forms at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { withNoteMoved } from '../apps/server/test/state-fixtures.ts';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { keepSecrets, scriptedSteps, seatedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'naalu-collective', cards: ['diplomacy', 'construction'] },
  { name: 'Brin', color: 'blue', faction: 'winnu', cards: ['leadership', 'imperial'] },
  { name: 'Cyd', color: 'green', faction: 'vuilraith-cabal', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe('promissory notes and agents in the browser', () => {
  it('Gift of Prescience in the draft, The Stillness of Stars after a replenishment, Acquiescence in a follow', async () => {
    const table = await seatedGame(
      h,
      { name: 'Notes', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const spectator = table.spectator.page;
    const { waitFor, play, skip, draftWanted } = scriptedSteps(spectator, table.pageOf);
    const logText = async () => (await spectator.getByTestId('log').textContent()) ?? '';
    const [ada, brin, cyd] = [table.pageOf('Ada'), table.pageOf('Brin'), table.pageOf('Cyd')];
    await keepSecrets(table.players.map((p) => p.page));
    await waitFor(/to pick a strategy card/);
    const live = h.server.hub.get(table.game.gameId);
    if (!live?.state) throw new Error('no game');
    live.state = withNoteMoved(
      withNoteMoved(live.state, 0, 2, 'gift-of-prescience:0'),
      1,
      0,
      'acquiescence:1',
    );

    // The first pick carries the change; then Cyd plays the Gift from his notes panel.
    await draftWanted(SEATS, 1);
    if ((await cyd.getByTestId('tab-cards').count()) > 0) await cyd.getByTestId('tab-cards').click();
    await expect.poll(() => cyd.getByTestId('note-gift-of-prescience-0').count()).toBe(1);
    await checkBothSizes(cyd, OUTPUT_DIR, 'promissory-gift', {
      phoneTab: 'tab-cards',
      show: 'notes-to-play',
    });
    await cyd.getByTestId('play-note-gift-of-prescience-0').click();
    await expect.poll(logText).toContain('Cyd plays Gift of Prescience (Ada).');
    await draftWanted(SEATS, 5);

    // Cyd goes first (initiative 0). Trade: Ada follows and replenishes; Cyd answers with his agent.
    await play('Cyd', 'trade');
    await cyd.getByTestId('trade-submit').click();
    await waitFor(/to follow or skip Trade/);
    await ada.getByTestId('follow').click();
    await expect.poll(logText).toMatch(/Ada replenishes commodities to 3/);
    if ((await cyd.getByTestId('tab-cards').count()) > 0) await cyd.getByTestId('tab-cards').click();
    await expect.poll(() => cyd.getByTestId('offer-the-stillness-of-stars-0').count()).toBe(1);
    await cyd.getByTestId('offer-the-stillness-of-stars-0-open').click();
    await checkBothSizes(cyd, OUTPUT_DIR, 'agent-stillness', {
      phoneTab: 'tab-cards',
      show: 'offer-the-stillness-of-stars-0',
    });
    await cyd.getByTestId('offer-the-stillness-of-stars-0-field-0').selectOption({ label: '1 Cruiser' });
    await cyd.getByTestId('offer-the-stillness-of-stars-0-submit').click();
    await expect
      .poll(logText)
      .toContain(
        "Cyd exhausts The Stillness of Stars: Ada's 3 commodities become trade goods. Cyd captures 1 Cruiser of Ada's.",
      );
    await cyd.getByTestId('tab-sheet').click();
    await expect
      .poll(() => cyd.getByTestId('captured-units-2').textContent())
      .toBe('Captured: 1 Cruiser of Ada’s.');
    await skip('Brin');

    // Brin (the Winnu) plays Imperial; Ada follows with Acquiescence: her strategy pool stays as it is.
    await play('Brin', 'imperial');
    await expect.poll(() => brin.getByTestId('imperial-form').count()).toBe(1);
    await brin.getByTestId('imperial-none').check();
    await brin.getByTestId('imperial-submit').click();
    await waitFor(/to follow or skip Imperial/);
    const pool = await spectator.getByTestId('strategy-0').textContent();
    await expect.poll(() => ada.getByTestId('acquiescence').count()).toBe(1);
    await ada.getByTestId('acquiescence').locator('input').check();
    await checkBothSizes(ada, OUTPUT_DIR, 'promissory-acquiescence', {
      phoneTab: 'tab-act',
      show: 'acquiescence',
    });
    await ada.getByTestId('follow').click();
    // Imperial's secondaries resolve in order once everyone has decided.
    await skip('Cyd');
    await expect
      .poll(logText)
      .toContain('Ada plays Acquiescence (Brin): no token to follow; the note goes back.');
    expect(await spectator.getByTestId('strategy-0').textContent()).toBe(pool);
  }, 240_000);
});
