// Action cards the engine resolves, in Chromium. Brin holds Summit and Manipulate Investments at the
// start of the strategy phase: he plays both out of turn from "Action cards to play now" (two tokens
// to his fleet pool; five trade goods over three free cards). Ada holds Focused Research and four
// trade goods: on her turn she names a technology in the Component action panel and plays it. Cyd
// holds Public Disgrace, and sends Ada's Leadership back in the draft (she takes Technology, then
// Leadership on her second pick); and Coup d'Etat, and stops Brin's Warfare before its primary (Brin's turn ends, the card stays
// ready). The
// hands are dealt by setting the live state before the first pick (the deck order is the seed's). Screenshots at 1440×900
// and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import type { GameState } from '@initiative/rules';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { keepSecrets, promptOf, scriptedSteps, seatedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'technology'] },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', cards: ['warfare', 'trade'] },
  { name: 'Cyd', color: 'green', faction: 'clan-of-saar', cards: ['construction', 'imperial'] },
] as const satisfies readonly DraftingSeat[];

/** Deals `cards` to `seat` (out of the deck and other hands), with `tradeGoods`. */
function deal(state: GameState, seat: number, cards: string[], tradeGoods?: number): GameState {
  return {
    ...state,
    decks: { ...state.decks, action: state.decks.action.filter((c) => !cards.includes(c)) },
    players: state.players.map((p) => ({
      ...p,
      actionCards: p.seat === seat ? cards : p.actionCards.filter((c) => !cards.includes(c)),
      tradeGoods: p.seat === seat && tradeGoods !== undefined ? tradeGoods : p.tradeGoods,
    })),
  };
}

describe('action cards the engine resolves', () => {
  it('Summit, Manipulate Investments and Public Disgrace in the draft; Focused Research as an action; Coup d’Etat', async () => {
    const table = await seatedGame(
      h,
      { name: 'Cards', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const spectator = table.spectator.page;
    const page = table.pageOf;
    const { waitFor, draftWanted } = scriptedSteps(spectator, page);
    const logText = async () => (await spectator.getByTestId('log').textContent()) ?? '';
    await keepSecrets(table.players.map((p) => p.page));
    await waitFor(/to pick a strategy card/);
    const live = h.server.hub.get(table.game.gameId);
    if (!live?.state) throw new Error('no game');
    live.state = deal(live.state, 1, ['summit-1', 'manipulate-investments-1']);
    live.state = deal(live.state, 0, ['focused-research-1'], 4);
    live.state = deal(live.state, 2, ['coup-detat-1', 'public-disgrace-1']);
    const brin = page('Brin');
    const ada = page('Ada');
    // The next commit's update carries the dealt hands (projections are kept per version).
    await draftWanted(SEATS, 1);
    if ((await brin.getByTestId('tab-cards').count()) > 0) await brin.getByTestId('tab-cards').click();
    await expect.poll(() => brin.getByTestId('window-cards').count()).toBe(1);
    // Nobody else is shown them.
    expect(await spectator.getByTestId('window-cards').count()).toBe(0);
    expect(await ada.getByTestId('window-cards').count()).toBe(0);
    await checkBothSizes(brin, OUTPUT_DIR, 'window-cards', { phoneTab: 'tab-cards', show: 'window-cards' });
    // Summit: both tokens to the fleet pool.
    const summit = brin.getByTestId('summit-pools');
    for (const pool of ['tactic', 'strategy']) {
      const value = Number(await summit.getByTestId(`summit-pools-${pool}-value`).textContent());
      for (let i = 0; i < value; i++) await summit.getByRole('button', { name: `Less ${pool}` }).click();
    }
    while (Number(await summit.getByTestId('summit-pools-fleet-value').textContent()) < 2)
      await summit.getByRole('button', { name: 'More fleet' }).click();
    await brin.getByTestId('play-summit-1').click();
    await expect.poll(logText).toContain('Brin gains 2 command tokens: tactic 0, fleet 2, strategy 0.');
    // Manipulate Investments, as offered (spread over three free cards).
    await expect.poll(() => brin.getByTestId('play-manipulate-investments-1').isEnabled()).toBe(true);
    await brin.getByTestId('play-manipulate-investments-1').click();
    await expect
      .poll(logText)
      .toMatch(/Brin places trade goods on the strategy cards: \d on \w+, \d on \w+, \d on \w+\./);
    await expect.poll(() => brin.getByTestId('window-cards').count()).toBe(0);

    // The rest of the draft; once Ada has taken Leadership, Cyd sends it back with Public Disgrace and
    // Ada takes Technology instead (she picks Leadership again on her second pick).
    const cyd = page('Cyd');
    let disgraced = false;
    while (!(await promptOf(spectator)).includes('to take an action')) {
      const holder = await spectator.getByTestId('card-leadership').getAttribute('data-holder');
      if (!disgraced && holder === 'Ada') {
        disgraced = true;
        if ((await cyd.getByTestId('tab-cards').count()) > 0) await cyd.getByTestId('tab-cards').click();
        await expect.poll(() => cyd.getByTestId('play-public-disgrace-1').count()).toBe(1);
        await cyd.getByTestId('play-public-disgrace-1').click();
        await expect
          .poll(logText)
          .toContain('Ada puts Leadership back and picks again, another card if one is free.');
        await expect
          .poll(() => spectator.getByTestId('card-leadership').getAttribute('data-holder'))
          .toBe('');
        await waitFor(/Waiting for Ada to pick/);
        await ada.getByTestId('card-technology').click();
        await expect
          .poll(() => spectator.getByTestId('card-technology').getAttribute('data-holder'))
          .toBe('Ada');
        continue;
      }
      await draftWanted(SEATS, 1);
    }
    expect(disgraced).toBe(true);
    expect(await spectator.getByTestId('card-leadership').getAttribute('data-holder')).toBe('Ada');
    // Ada (Leadership, initiative 1) plays Focused Research as her action.
    await waitFor(/Waiting for Ada to take an action/);
    if ((await ada.getByTestId('tab-act').count()) > 0) await ada.getByTestId('tab-act').click();
    await expect.poll(() => ada.getByTestId('research-card-focused-research-1').count()).toBe(1);
    await ada.getByTestId('research-card-tech').selectOption('gravity-drive');
    await checkBothSizes(ada, OUTPUT_DIR, 'research-card', {
      phoneTab: 'tab-act',
      show: 'research-card-focused-research-1',
    });
    await ada.getByTestId('play-card-focused-research-1').click();
    await expect
      .poll(logText)
      .toContain('Ada takes a component action: played an action card: Focused Research.');
    await expect.poll(logText).toContain('Ada spends 4 trade goods.');
    await expect.poll(logText).toContain('Ada researches Gravity Drive.');

    // Cyd takes another component action; Brin plays Warfare; Cyd stops it with Coup d'Etat.
    await waitFor(/Waiting for Cyd to take an action/);
    if ((await cyd.getByTestId('tab-act').count()) > 0) await cyd.getByTestId('tab-act').click();
    await cyd.getByTestId('component-other').click();
    const { play } = scriptedSteps(spectator, page);
    await play('Brin', 'warfare');
    await expect.poll(() => cyd.getByTestId('coup-card').count()).toBe(1);
    expect(await page('Ada').getByTestId('coup-card').count()).toBe(0);
    await checkBothSizes(cyd, OUTPUT_DIR, 'coup-card', { phoneTab: 'tab-act', show: 'coup-card' });
    await cyd.getByTestId('play-coup-detat-1').click();
    await expect.poll(logText).toContain("Cyd plays the action card Coup d'Etat.");
    await expect.poll(logText).toContain('Brin’s Warfare is not resolved'.replace('’', "'"));
    // Brin's turn is over and Warfare is not marked used: Ada is next.
    await waitFor(/Waiting for Ada to take an action/);
    expect(await spectator.getByTestId('card-warfare').getAttribute('class')).not.toMatch(/exhausted/);
  });
});
