// Technological Singularity in Chromium: Ada (the Nekro Virus) opens the form beside the agents during
// the action phase, picks Brin (Sol) and his Antimass Deflectors, and takes it; the log says so and
// her command sheet lists it. Screenshots of the form at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'nekro-virus', cards: ['leadership', 'technology'] },
  { name: 'Brin', color: 'blue', faction: 'federation-of-sol', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'arborec', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe('Technological Singularity in the browser', () => {
  it('Ada takes Antimass Deflectors from Brin after a combat at the table', async () => {
    const { page, logText } = await draftedGame(
      h,
      { name: 'Singularity', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const ada = page('Ada');
    if ((await ada.getByTestId('tab-cards').count()) > 0) await ada.getByTestId('tab-cards').click();
    await expect.poll(() => ada.getByTestId('singularity-panel').count()).toBe(1);
    await ada.getByTestId('singularity-panel').locator('summary').click();
    await ada.getByTestId('singularity-from').selectOption({ label: 'Brin' });
    await ada.getByTestId('singularity-technology').selectOption('antimass-deflectors');
    await expect
      .poll(() => ada.getByTestId('singularity-submit').textContent())
      .toBe('Take Antimass Deflectors');
    await checkBothSizes(ada, OUTPUT_DIR, 'singularity', {
      phoneTab: 'tab-cards',
      show: 'singularity-panel',
    });
    await ada.getByTestId('singularity-submit').click();
    await expect
      .poll(logText)
      .toContain('Ada takes Antimass Deflectors from Brin (Technological Singularity)');
    await expect.poll(() => ada.getByTestId('techs-0').textContent()).toContain('Antimass Deflectors');
  }, 180_000);
});
