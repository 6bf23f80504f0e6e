// Technology for factions whose abilities change it, in Chromium: Ada plays the Nekro Virus, who never
// research: her Technology form places the three command tokens instead (Propagation). Brin plays the
// Universities of Jol-Nar: following, his form is the primary's (Brilliant), one technology for no
// resources. Cyd (Hacan) skips. Screenshots of both forms at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

// Ada (Nekro) Technology + Leadership: initiative 1, so she acts first.
const SEATS = [
  { name: 'Ada', color: 'red', faction: 'nekro-virus', cards: ['technology', 'leadership'] },
  { name: 'Brin', color: 'blue', faction: 'universities-of-jol-nar', cards: ['warfare', 'trade'] },
  { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['construction', 'imperial'] },
] as const satisfies readonly DraftingSeat[];

describe('Technology for the Nekro Virus and the Universities of Jol-Nar', () => {
  it('Propagation places tokens instead of researching; Brilliant follows with the primary', async () => {
    const { page, play, skip, logText } = await draftedGame(
      h,
      { name: 'Viruses', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );

    await play('Ada', 'technology');
    const ada = page('Ada');
    await expect.poll(() => ada.getByTestId('propagation-form').count()).toBe(1);
    expect(await ada.getByTestId('tech-picker').count()).toBe(0); // nothing to research
    // Three tokens spread over the pools; she moves the tactic one to strategy.
    await ada.getByTestId('propagation-pools-tactic').getByRole('button', { name: 'Less tactic' }).click();
    await expect
      .poll(() => ada.getByTestId('propagation-error').textContent())
      .toContain('Place all 3 tokens');
    await ada
      .getByTestId('propagation-pools-strategy')
      .getByRole('button', { name: 'More strategy' })
      .click();
    await checkBothSizes(ada, OUTPUT_DIR, 'technology-propagation', { show: 'propagation-form' });
    await ada.getByTestId('technology-submit').click();
    await expect
      .poll(logText)
      .toContain(
        'Ada gains 3 command tokens instead of researching (Propagation): tactic 0, fleet 1, strategy 2.',
      );

    // Brin follows with Brilliant (on by default): Gravity Drive, no payment asked.
    const brin = page('Brin');
    await expect.poll(() => brin.getByTestId('brilliant').count()).toBe(1);
    await brin.getByTestId('tech-gravity-drive').click();
    await expect.poll(() => brin.getByTestId('technology-totals').count()).toBe(0); // one technology is free
    await checkBothSizes(brin, OUTPUT_DIR, 'technology-brilliant', { show: 'brilliant' });
    await brin.getByTestId('technology-submit').click();
    await skip('Cyd');
    await expect.poll(logText).toContain('Brin resolves the primary ability instead (Brilliant).');
    await expect.poll(logText).toContain('Brin researches Gravity Drive.');
  });
});
