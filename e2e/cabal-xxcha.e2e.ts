// Captured units and Instinct Training, in Chromium. Cyd (Sol) plays Plague as a component action;
// Brin (Xxcha, owning Instinct Training) is asked, while everyone else waits, and cancels it: Cyd's
// turn goes on. Ada (the Vuil'raith Cabal) records a Sol carrier captured with the table-edit form,
// sees it on her sheet, and on her turn produces a carrier at home paid for by it (Amalgamation).
// Screenshots of the two forms at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { adjacency } from '@initiative/rules';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { changeLive, draftedGame, promptOf, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'vuilraith-cabal', cards: ['diplomacy', 'construction'] },
  { name: 'Brin', color: 'blue', faction: 'xxcha-kingdom', cards: ['politics', 'trade'] },
  { name: 'Cyd', color: 'green', faction: 'federation-of-sol', cards: ['leadership', 'imperial'] },
] as const satisfies readonly DraftingSeat[];

/** The same table, Ada first (Leadership). */
const ADA_FIRST = [
  { ...SEATS[0], cards: ['leadership', 'imperial'] },
  SEATS[1],
  { ...SEATS[2], cards: ['diplomacy', 'construction'] },
] as const satisfies readonly DraftingSeat[];

describe('the Cabal and the Xxcha in the browser', () => {
  it('Brin cancels Cyd’s Plague with Instinct Training; Ada pays for a carrier with a captured one', async () => {
    const { page, logText, waitFor, spectator } = await draftedGame(
      h,
      { name: 'Captured', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      // Brin researched Instinct Training earlier; Cyd holds Plague.
      (gameId) =>
        changeLive(h, gameId, (s) => ({
          ...s,
          players: s.players.map((p) =>
            p.seat === 1
              ? { ...p, technologies: [...p.technologies, 'instinct-training'] }
              : p.seat === 2
                ? { ...p, actionCards: ['plague-1'] }
                : { ...p, actionCards: p.actionCards.filter((c) => c !== 'plague-1') },
          ),
          decks: { ...s.decks, action: s.decks.action.filter((c) => c !== 'plague-1') },
        })),
    );
    const ada = page('Ada');
    const brin = page('Brin');
    const cyd = page('Cyd');

    // --- Instinct Training: Cyd's Plague waits for Brin, who cancels it. ---
    await waitFor(/Waiting for Cyd to take an action/);
    await expect.poll(() => cyd.getByTestId('play-card-plague-1').count()).toBe(1);
    await cyd.getByTestId('play-card-plague-1').click();
    await expect.poll(() => brin.getByTestId('offer-instinct-training-cancel').count()).toBe(1);
    await expect
      .poll(() => promptOf(spectator))
      .toContain('Cyd plays Plague: waiting for Brin to decide whether to cancel it with Instinct Training.');
    expect(await cyd.getByTestId('offer-instinct-training-cancel').count()).toBe(0);
    await expect.poll(() => cyd.getByTestId('prompt').textContent()).toContain('waiting for Brin');
    await checkBothSizes(brin, OUTPUT_DIR, 'instinct-training', {
      phoneTab: 'tab-act',
      show: 'offer-instinct-training-cancel',
    });
    await brin.getByTestId('offer-instinct-training-cancel-submit').click();
    await expect
      .poll(logText)
      .toContain(
        "Brin exhausts Instinct Training and spends a strategy token: Cyd's Plague is cancelled and discarded. Their action is not used.",
      );
    await waitFor(/Waiting for Cyd to take an action/);
    await expect.poll(() => brin.getByTestId('offer-instinct-training-cancel').count()).toBe(0);
    await cyd.getByTestId('component-other').click();

    // --- Capture and Amalgamation: Ada records a Sol carrier captured, then pays with it. ---
    await waitFor(/Waiting for Ada to take an action/);
    if ((await ada.getByTestId('edit-kind').count()) === 0) await ada.getByTestId('edits-toggle').click();
    await ada.getByTestId('edit-kind').selectOption('capture-units');
    await ada.getByTestId('edit-from').selectOption({ label: 'Cyd' });
    await ada.getByTestId('edit-unit').selectOption('carrier');
    await checkBothSizes(ada, OUTPUT_DIR, 'capture-units', {
      phoneTab: 'tab-act',
      show: 'edit-form-capture-units',
    });
    await ada.getByTestId('edit-submit').click();
    await expect
      .poll(logText)
      .toContain('Table edit: Ada captures 1 Carrier of Cyd’s onto their faction sheet.');
    await ada.getByTestId('activate-system-select').selectOption('54');
    await ada.getByTestId('activate').click();
    await expect.poll(() => ada.getByTestId('production-panel').count()).toBe(1);
    await ada
      .getByTestId('produce-count-carrier-space')
      .getByRole('button', { name: /^More / })
      .click();
    await ada
      .getByTestId('produce-amalgamation-2-carrier')
      .getByRole('button', { name: /^More / })
      .click();
    await expect
      .poll(() => ada.getByTestId('produce-totals').textContent())
      .toContain('cost 0 (Amalgamation −3)');
    await checkBothSizes(ada, OUTPUT_DIR, 'amalgamation', {
      phoneTab: 'tab-act',
      show: 'produce-amalgamation',
    });
    await ada.getByTestId('produce-submit').click();
    await expect
      .poll(logText)
      .toContain('Ada produces 1 Carrier in system 54 for 0 resources (Amalgamation −3).');
    await expect.poll(logText).toContain('Amalgamation: Ada returns captured 1 Carrier to Cyd.');
  }, 180_000);

  it('Ada captures a cruiser of Cyd’s next to her home dock with Vortex', async () => {
    const { page, logText, waitFor } = await draftedGame(
      h,
      { name: 'Vortex', seats: 3, victoryPoints: 10, factions: 'chosen' },
      ADA_FIRST,
      // Ada researched Vortex earlier; a cruiser of Cyd's sits next to her home system.
      (gameId) =>
        changeLive(h, gameId, (s) => {
          const home = s.galaxy.systems.find((x) => x.systemId === '54');
          const near = adjacency(s.galaxy).get(home?.position ?? -1) ?? new Set<number>();
          const next = s.galaxy.systems.find((x) => near.has(x.position) && x.systemId !== '54');
          return {
            ...s,
            players: s.players.map((p) =>
              p.seat === 0 ? { ...p, technologies: [...p.technologies, 'vortex'] } : p,
            ),
            galaxy: {
              ...s.galaxy,
              systems: s.galaxy.systems.map((x) =>
                x === next ? { ...x, space: { ...x.space, '2': { cruiser: 1 } } } : x,
              ),
            },
          };
        }),
    );
    const ada = page('Ada');
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('offer-vortex').count()).toBe(1);
    await ada.getByTestId('offer-vortex-open').click();
    const unit = ada.getByTestId('offer-vortex-field-0');
    if ((await unit.evaluate((e) => e.tagName)) === 'SELECT')
      await unit.selectOption({ label: '1 Cruiser of Cyd’s' });
    expect(await unit.textContent()).toContain('1 Cruiser of Cyd’s');
    await checkBothSizes(ada, OUTPUT_DIR, 'vortex', { phoneTab: 'tab-act', show: 'offer-vortex' });
    await ada.getByTestId('offer-vortex-submit').click();
    await expect
      .poll(logText)
      .toContain(
        "Ada takes a component action with Vortex (exhausted): captures 1 Cruiser from Cyd's reinforcements.",
      );
  }, 180_000);
});
