// Quantum Datahub Node in Chromium: Hana (Hacan) owns it; once every card is picked the game waits for
// her, she gives Construction and 3 trade goods to Ada and takes Ada's Leadership; every page sees the
// cards change hands and the action phase start with Hana first. Screenshots at 1440×900 and 390×844,
// axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { changePlayer, draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'imperial'] },
  { name: 'Hana', color: 'blue', faction: 'emirates-of-hacan', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'embers-of-muaat', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe('Quantum Datahub Node', () => {
  it('the Hacan swap a strategy card at the end of the strategy phase', async () => {
    const { spectator, page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Datahub', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      // Researched earlier, with trade goods to give.
      (gameId) =>
        changePlayer(h, gameId, 1, (p) => ({
          ...p,
          technologies: [...p.technologies, 'quantum-datahub-node'],
          tradeGoods: 4,
        })),
    );
    const hana = page('Hana');
    await waitFor(/Waiting for Hana to decide whether to swap a strategy card with Quantum Datahub Node/);
    await expect.poll(() => hana.getByTestId('offer-datahub-swap').count()).toBe(1);
    expect(await hana.getByTestId('offer-datahub-keep').count()).toBe(1);
    expect(await page('Ada').getByTestId('offer-datahub-swap').count()).toBe(0);
    expect(await hana.getByTestId('offer-datahub-swap').textContent()).toContain('3 trade goods');
    await hana
      .getByTestId('offer-datahub-swap-field-0')
      .selectOption({ label: 'Give Construction, take Leadership from Ada' });
    await checkBothSizes(hana, OUTPUT_DIR, 'datahub', { show: 'offer-datahub-swap' });
    await hana.getByTestId('offer-datahub-swap-submit').click();

    await waitFor(/Waiting for Hana to take an action/);
    await expect
      .poll(() => spectator.getByTestId('card-leadership').getAttribute('data-holder'))
      .toBe('Hana');
    await expect
      .poll(() => spectator.getByTestId('card-construction').getAttribute('data-holder'))
      .toBe('Ada');
    await expect
      .poll(logText)
      .toContain(
        'Hana uses Quantum Datahub Node: a strategy-pool token spent and 3 trade goods to Ada, who takes Construction and gives Leadership.',
      );
  });
});
