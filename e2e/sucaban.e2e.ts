// Doctor Sucaban in Chromium: Ada (the Jol-Nar) plays Technology and researches nothing; during the
// secondary she exhausts her agent for Brin (Sol), whose follow form then offers to remove infantry
// from the board, 1 resource each: he removes 2 from Jord and pays the rest with Jord. Screenshots of
// both forms at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'universities-of-jol-nar', cards: ['leadership', 'technology'] },
  { name: 'Brin', color: 'blue', faction: 'federation-of-sol', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe('Doctor Sucaban in the browser', () => {
  it('Ada exhausts it for Brin, who pays his Technology follow with 2 infantry and Jord', async () => {
    const { page, play, skip, waitFor, logText } = await draftedGame(
      h,
      { name: 'Sucaban', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const ada = page('Ada');
    const brin = page('Brin');
    await play('Ada', 'technology');
    await expect.poll(() => ada.getByTestId('technology-form').count()).toBe(1);
    await ada.getByTestId('technology-submit').click();
    await waitFor(/to follow or skip Technology/);
    if ((await ada.getByTestId('tab-cards').count()) > 0) await ada.getByTestId('tab-cards').click();
    await expect.poll(() => ada.getByTestId('offer-doctor-sucaban').count()).toBe(1);
    await ada.getByTestId('offer-doctor-sucaban-open').click();
    const to = ada.getByTestId('offer-doctor-sucaban-field-0');
    if ((await to.evaluate((e) => e.tagName)) === 'SELECT') await to.selectOption({ label: 'Brin' });
    expect(await to.textContent()).toContain('Brin');
    await checkBothSizes(ada, OUTPUT_DIR, 'agent-sucaban', {
      phoneTab: 'tab-cards',
      show: 'offer-doctor-sucaban',
    });
    await ada.getByTestId('offer-doctor-sucaban-submit').click();
    await expect.poll(logText).toContain('Ada exhausts Doctor Sucaban: Brin may remove infantry');

    await expect.poll(() => brin.getByTestId('technology-follow-form').count()).toBe(1);
    await brin.getByTestId('tech-sarween-tools').click();
    await expect.poll(() => brin.getByTestId('technology-sucaban').count()).toBe(1);
    const more = brin.getByTestId('technology-sucaban-jord').getByRole('button', { name: /^More/ });
    await more.click();
    await more.click();
    await brin.getByTestId('technology-pay-jord').click();
    await expect.poll(() => brin.getByTestId('technology-totals').textContent()).toContain('Cost 2');
    await checkBothSizes(brin, OUTPUT_DIR, 'technology-sucaban', {
      phoneTab: 'tab-act',
      show: 'technology-sucaban',
    });
    await brin.getByTestId('technology-follow').click();
    await skip('Cyd');
    await expect.poll(logText).toContain('Brin removes 2 infantry from the board (Doctor Sucaban)');
    await expect.poll(logText).toMatch(/Brin researches Sarween Tools/);
  }, 180_000);
});
