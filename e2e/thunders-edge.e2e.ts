// The lobby option "Thunder's Edge" in Chromium: its Warfare and Construction with their own forms.
// Ada (Sol) plays Warfare: she picks her home system (it may hold her token; none is placed), arranges
// her pools, produces in the tactical action, then finishes; Brin (Hacan) follows by producing with
// his home units. Brin plays Construction: a space dock and a PDS; Ada follows with a PDS on Jord and
// no token on the board. Screenshots of the forms at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

// Ada (Sol) Leadership + Warfare: initiative 1. Brin (Hacan) Diplomacy + Construction: 2. Cyd: 3.
const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'warfare'] },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'barony-of-letnev', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe("Thunder's Edge strategy cards", () => {
  it('Warfare: a tactical action without a command token; Construction: two structures, a follow off the board', async () => {
    const { spectator, page, play, skip, waitFor, logText } = await draftedGame(
      h,
      {
        name: 'Edge',
        seats: 3,
        victoryPoints: 10,
        factions: 'chosen',
        options: { thundersEdge: true },
      },
      SEATS,
    );
    const ada = page('Ada');
    const brin = page('Brin');
    // The cards' summaries are Thunder's Edge's.
    expect(await spectator.getByTestId('card-summary-warfare').textContent()).toContain(
      'without placing a command token',
    );

    // --- Warfare (Ada): her home system, one strategy token moved to tactic. ---
    await play('Ada', 'warfare');
    await expect.poll(() => ada.getByTestId('te-warfare-form').count()).toBe(1);
    await expect.poll(() => ada.getByTestId('te-warfare-system').inputValue()).toBe('1');
    await ada.getByTestId('te-warfare-pools-strategy').getByRole('button', { name: 'Less strategy' }).click();
    await expect
      .poll(() => ada.getByTestId('te-warfare-error').textContent())
      .toContain('Place all 8 tokens');
    await ada.getByTestId('te-warfare-pools-tactic').getByRole('button', { name: 'More tactic' }).click();
    await checkBothSizes(ada, OUTPUT_DIR, 'te-warfare', { show: 'te-warfare-form' });
    await ada.getByTestId('te-warfare-submit').click();
    await expect.poll(logText).toContain('takes a tactical action in system 1');
    await waitFor(/tactical action in system 1 is under way/);
    // Production in the tactical action: two fighters paid with Jord.
    await expect.poll(() => ada.getByTestId('production-panel').count()).toBe(1);
    const more = ada.getByTestId('produce-count-fighter-space').getByRole('button', { name: /^More / });
    await more.click();
    await more.click();
    await ada.getByTestId('produce-pay-jord').click();
    await ada.getByTestId('produce-submit').click();
    await expect.poll(logText).toContain('Ada produces 2 Fighters in system 1');
    await expect.poll(() => ada.getByTestId('te-warfare-finish-form').count()).toBe(1);
    await checkBothSizes(ada, OUTPUT_DIR, 'te-warfare-finish', { show: 'te-warfare-finish-form' });
    await ada.getByTestId('te-warfare-finish').click();
    await expect.poll(logText).toContain('ends Warfare’s tactical action in system 1');

    // Brin follows: two infantry on Hercant with the units of his home system (free with Sarween Tools).
    await expect.poll(() => brin.getByTestId('te-warfare-follow-form').count()).toBe(1);
    const infantry = brin
      .getByTestId('te-warfare-order-count-infantry-hercant')
      .getByRole('button', { name: /^More / });
    await infantry.click();
    await infantry.click();
    await checkBothSizes(brin, OUTPUT_DIR, 'te-warfare-follow', { show: 'te-warfare-follow-form' });
    await brin.getByTestId('te-warfare-order-submit').click();
    await skip('Cyd');
    await expect.poll(logText).toContain('Brin produces 2 Infantry in system 16');

    // --- Construction (Brin): a space dock on Arretze and a PDS on Kamdorn. ---
    await play('Brin', 'construction');
    await expect.poll(() => brin.getByTestId('te-construction-form').count()).toBe(1);
    await brin.getByTestId('te-construction-0-space-dock').check();
    await brin.getByTestId('te-construction-0-planet-arretze').click();
    await brin.getByTestId('te-construction-1-planet-kamdorn').click();
    await expect
      .poll(() => brin.getByTestId('te-construction-submit').textContent())
      .toBe('Build Space dock on Arretze and PDS on Kamdorn');
    await checkBothSizes(brin, OUTPUT_DIR, 'te-construction', { show: 'te-construction-form' });
    await brin.getByTestId('te-construction-submit').click();
    await expect.poll(logText).toContain('Brin places a Space Dock on Arretze');

    // Ada follows: a PDS on Jord, the token off the board.
    await expect.poll(() => ada.getByTestId('te-construction-follow-form').count()).toBe(1);
    await ada.getByTestId('te-construction-follow-planet-jord').click();
    await checkBothSizes(ada, OUTPUT_DIR, 'te-construction-follow', { show: 'te-construction-follow-form' });
    await ada.getByTestId('te-construction-follow').click();
    await skip('Cyd');
    await expect.poll(logText).toContain('Ada places a PDS on Jord');
  }, 240_000);
});
