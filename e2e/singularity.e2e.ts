// After a combat, in Chromium: Ada (the Nekro Virus) opens Technological Singularity beside the agents
// during the action phase, picks Brin (the Mentak) and his Plasma Scoring, and takes it; then she
// activates her home system and Brin, owning Salvage Operations, takes its trade good after the combat
// (the form for a won combat's ship shown first). Screenshots of both forms at 1440×900 and 390×844,
// axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { changePlayer, draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'nekro-virus', cards: ['leadership', 'technology'] },
  { name: 'Brin', color: 'blue', faction: 'mentak-coalition', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'arborec', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe('after a combat in the browser', () => {
  it('Ada takes Plasma Scoring from Brin; Brin takes Salvage Operations’ trade good', async () => {
    const { page, logText, waitFor } = await draftedGame(
      h,
      { name: 'Singularity', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      // Brin researched Salvage Operations earlier.
      (gameId) =>
        changePlayer(h, gameId, 1, (p) => ({
          ...p,
          technologies: [...p.technologies, 'salvage-operations'],
          tradeGoods: 3,
        })),
    );
    const ada = page('Ada');
    const brin = page('Brin');
    if ((await ada.getByTestId('tab-cards').count()) > 0) await ada.getByTestId('tab-cards').click();
    await expect.poll(() => ada.getByTestId('offer-technological-singularity').count()).toBe(1);
    await ada.getByTestId('offer-technological-singularity-open').click();
    await ada
      .getByTestId('offer-technological-singularity-field-0')
      .selectOption({ label: 'Take Plasma Scoring from Brin' });
    await checkBothSizes(ada, OUTPUT_DIR, 'singularity', {
      phoneTab: 'tab-cards',
      show: 'offer-technological-singularity',
    });
    await ada.getByTestId('offer-technological-singularity-submit').click();
    await expect.poll(logText).toContain('Ada takes Plasma Scoring from Brin (Technological Singularity)');
    await expect.poll(() => ada.getByTestId('techs-0').textContent()).toContain('Plasma Scoring');

    // Ada's tactical action in her home system: the space combat there is fought at the table.
    await waitFor(/Waiting for Ada to take an action/);
    await ada.getByTestId('activate-system-select').selectOption('8');
    await ada.getByTestId('activate').click();
    if ((await brin.getByTestId('tab-cards').count()) > 0) await brin.getByTestId('tab-cards').click();
    await expect.poll(() => brin.getByTestId('offer-salvage-operations-won').count()).toBe(1);
    await brin.getByTestId('offer-salvage-operations-won-open').click();
    const won = brin.getByTestId('offer-salvage-operations-won');
    await expect.poll(() => won.textContent()).toContain('Destroyer');
    // The trade good it gives comes first: his 3 and that one may pay (the stepper goes to 4).
    const moreGoods = brin
      .getByTestId('offer-salvage-operations-won-order-tg')
      .getByRole('button', { name: /^More/ });
    for (let i = 0; i < 4; i++) await moreGoods.click();
    await expect.poll(() => moreGoods.isDisabled()).toBe(true);
    await expect
      .poll(() => brin.getByTestId('offer-salvage-operations-won-order-tg').textContent())
      .toContain('4');
    await checkBothSizes(brin, OUTPUT_DIR, 'salvage', {
      phoneTab: 'tab-cards',
      show: 'offer-salvage-operations-won',
    });
    await brin.getByTestId('offer-salvage-operations-lost-open').click();
    await brin.getByTestId('offer-salvage-operations-lost-submit').click();
    await expect
      .poll(logText)
      .toContain('Brin gains 1 trade good after the space combat in system 8 (Salvage Operations)');
    await expect.poll(() => brin.getByTestId('offer-salvage-operations-won').count()).toBe(0);
  }, 180_000);
});
