// Construction, Warfare and Technology in real Chromium: a three-player game on a pasted map with
// space-station tiles. Technology is played (its picker shows met and missing prerequisites) and
// followed with a payment; Construction is played (a planet that cannot take a space dock says why,
// in the list and on the map) and followed with a token and a PDS; Warfare is played (a token taken
// back, pools arranged) and followed with a production order of paired fighters, paid by exhausting
// a space station (its control and the commodities come from table edits made on screen); another
// station converts the commodities; then a tactical action produces at a home space dock.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

/** A three-player map string: tiles 111 (Oluz Station) and 109 (Tsion Station) next to Mecatol Rex. */
function mapString(): string {
  const ring1 = ['111', '109', '19', '20', '21', '22'];
  const ring2 = ['23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34'];
  let next = 35;
  const ring3 = Array.from({ length: 18 }, (_, i) => (i % 6 === 0 ? '0' : String(next++)));
  return [...ring1, ...ring2, ...ring3].join(' ');
}

// Cyd (Saar) Technology + Leadership: initiative 1. Ada (Sol) Construction + Imperial: 4.
// Brin (Hacan) Warfare + Trade: 5. So the turns go Cyd, Ada, Brin.
const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['construction', 'imperial'] },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', cards: ['warfare', 'trade'] },
  { name: 'Cyd', color: 'green', faction: 'clan-of-saar', cards: ['technology', 'leadership'] },
] as const satisfies readonly DraftingSeat[];

describe('building, production and research in the browser', () => {
  it('Technology, Construction and Warfare are played and followed; paired fighters are paid by a space station; another station converts commodities; a tactical action produces', async () => {
    const { spectator, page, waitFor, play, skip, logText } = await draftedGame(
      h,
      { name: 'Build', seats: 3, victoryPoints: 10, factions: 'chosen', mapString: mapString() },
      SEATS,
    );

    // --- Technology (Cyd, Saar): the picker shows what is met and what is missing. ---
    await play('Cyd', 'technology');
    const cyd = page('Cyd');
    await expect.poll(() => cyd.getByTestId('tech-gravity-drive').getAttribute('data-status')).toBe('met');
    await expect
      .poll(() => cyd.getByTestId('tech-fleet-logistics').getAttribute('data-status'))
      .toBe('missing');
    await expect
      .poll(() => cyd.getByTestId('tech-antimass-deflectors').getAttribute('data-status'))
      .toBe('owned');
    await cyd.getByTestId('tech-gravity-drive').click();
    await cyd.getByTestId('technology-submit').click();
    // Ada follows: 4 resources from Jord for Sarween Tools; Brin cannot pay 4 and skips.
    const ada = page('Ada');
    await expect.poll(() => ada.getByTestId('technology-follow-form').count()).toBe(1);
    await ada.getByTestId('tech-sarween-tools').click();
    await expect.poll(() => ada.getByTestId('technology-error').textContent()).toContain('Pay 4 more');
    await ada.getByTestId('technology-pay-jord').click();
    await expect
      .poll(() => ada.getByTestId('technology-totals').textContent())
      .toContain('Cost 4 · paying 4');
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'technology-follow.png'), fullPage: true });
    // With three players two cards stay unpicked and carry a trade good: the badge covers neither the card's name nor its i,
    // on a desktop or a phone (issue 29).
    const overlap = (a: Box | null, b: Box | null) =>
      !!a &&
      !!b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await ada.setViewportSize(size);
      if ((await ada.getByTestId('tab-cards').count()) > 0) await ada.getByTestId('tab-cards').click();
      const wraps = ada.locator('.sc-wrap:has([data-testid^="card-tg-"])');
      expect(await wraps.count()).toBeGreaterThan(0);
      for (const wrap of await wraps.all()) {
        const box = await wrap.locator('[data-testid^="card-tg-"]').boundingBox();
        expect(overlap(box, await wrap.locator('.card-name').boundingBox()), 'badge over the name').toBe(
          false,
        );
        expect(overlap(box, await wrap.locator('.tip-button').boundingBox()), 'badge over the i').toBe(false);
      }
    }
    await ada.setViewportSize({ width: 1440, height: 900 });

    await ada.getByTestId('technology-follow').click();
    await skip('Brin');
    await expect.poll(logText).toContain('Cyd researches Gravity Drive');
    await expect.poll(logText).toContain('Ada researches Sarween Tools');

    // The stations: Ada takes Oluz and Tsion and gains 3 commodities, by table edits on screen.
    await ada.getByTestId('edits-toggle').click();
    await ada.getByTestId('edit-kind').selectOption('set-station-control');
    for (const station of ['oluz-station', 'tsion-station']) {
      await ada.getByTestId('edit-station').selectOption(station);
      await ada.getByTestId('edit-controller').selectOption('0');
      await ada.getByTestId('edit-submit').click();
    }
    await expect.poll(logText).toContain('Tsion Station');
    await ada.getByTestId('edit-kind').selectOption('adjust-commodities');
    await ada.getByTestId('edit-seat').selectOption('0');
    // The change starts at +1: two more make +3.
    for (let i = 0; i < 2; i++)
      await ada.getByTestId('edit-delta').getByRole('button', { name: 'More change' }).click();
    await ada.getByTestId('edit-submit').click();
    await expect
      .poll(() => ada.getByTestId('station-actions').textContent())
      .toContain('Exhaust: 3 commodities');

    // --- Construction (Ada, Sol): Jord already has a space dock, and the form says so. ---
    await play('Ada', 'construction');
    await ada.getByTestId('construction-structure-space-dock').click();
    await expect.poll(() => ada.getByTestId('construction-planet-0-jord').isDisabled()).toBe(true);
    await expect
      .poll(() => ada.getByTestId('construction-planet-0').textContent())
      .toContain('already has a space dock');
    await expect.poll(() => ada.getByTestId('planet-jord').getAttribute('data-pick')).toBe('pick-no');
    await expect.poll(() => ada.getByTestId('construction-planet-0-oluz-station').isDisabled()).toBe(true);
    await ada.getByTestId('construction-structure-pds').click();
    await expect.poll(() => ada.getByTestId('planet-jord').getAttribute('data-pick')).toBe('pick-ok');
    await ada.getByTestId('construction-planet-0-jord').click();
    await ada.getByTestId('construction-add-pds').click();
    await ada.getByTestId('construction-planet-1-jord').click();
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'construction-primary.png'), fullPage: true });
    await ada.getByTestId('construction-submit').click();
    await expect.poll(logText).toContain('Ada places a PDS on Jord');
    // Brin follows: the strategy token goes into their home system, a PDS on Arretze.
    const brin = page('Brin');
    await expect.poll(() => brin.getByTestId('construction-follow-form').count()).toBe(1);
    await brin.getByTestId('construction-system').selectOption('16');
    await brin.getByTestId('construction-planet-arretze').click();
    await brin.getByTestId('construction-follow').click();
    await skip('Cyd');
    await expect.poll(logText).toContain('Brin places a PDS on Arretze');
    await expect.poll(() => spectator.getByTestId('token-16-1').count()).toBe(1);

    // --- Warfare (Brin, Hacan): the token in system 16 comes back; pools arranged. ---
    await play('Brin', 'warfare');
    await brin.getByTestId('warfare-token-16').click();
    await expect
      .poll(() => brin.getByTestId('warfare-totals').textContent())
      .toContain('8 of 8 tokens placed (tactic 4, fleet 3, strategy 1)');
    await brin.getByTestId('warfare-submit').click();
    await expect.poll(() => spectator.getByTestId('token-16-1').count()).toBe(0);
    // Ada follows: paired fighters at Jord's dock, paid by exhausting Oluz Station. Sarween Tools (researched
    // above) takes 1 off the order.
    await expect.poll(() => ada.getByTestId('warfare-order').count()).toBe(1);
    const more = ada
      .getByTestId('warfare-order-count-fighter-space')
      .getByRole('button', { name: 'More Fighter in Space' });
    for (let i = 0; i < 3; i++) await more.click();
    await expect
      .poll(() => ada.getByTestId('warfare-order-totals').textContent())
      .toContain('Units 3 / limit 6 · cost 1 (Sarween Tools −1)');
    await expect
      .poll(() => ada.getByTestId('warfare-order-warnings').textContent())
      .toContain('odd number of Fighters');
    await more.click();
    await expect
      .poll(() => ada.getByTestId('warfare-order-totals').textContent())
      .toContain('Units 4 / limit 6 · cost 1 (Sarween Tools −1)');
    await ada.getByTestId('warfare-order-tg').getByRole('button', { name: 'More trade goods' }).isDisabled();
    await ada.getByTestId('warfare-order-pay-oluz-station').click();
    await expect.poll(() => ada.getByTestId('warfare-order-totals').textContent()).toContain('paying 2');
    await expect
      .poll(() => ada.getByTestId('warfare-order-warnings').textContent())
      .toContain('1 resource of the 2 would be lost');
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'warfare-production.png'), fullPage: true });
    await ada.getByTestId('warfare-order-submit').click();
    await skip('Cyd');
    await expect
      .poll(logText)
      .toContain('Ada produces 4 Fighters in system 1 for 1 resource (Sarween Tools −1)');
    await expect
      .poll(() => spectator.getByTestId('units-1-space-0-fighter').getAttribute('data-count'))
      .toBe('7');

    // --- A station converts Ada's commodities into trade goods (at any time). ---
    const tgBefore = Number((await spectator.getByTestId('tg-0').textContent())?.replace(/\D/g, '') || '0');
    // Stations are on the command sheet, in the side panel's Sheet tab.
    await ada.getByTestId('tab-sheet').click();
    await ada.getByTestId('convert-tsion-station').click();
    await expect
      .poll(logText)
      .toContain('Ada exhausts Tsion Station to convert 3 commodities into trade goods');
    await expect
      .poll(async () =>
        Number((await spectator.getByTestId('tg-0').textContent())?.replace(/\D/g, '') || '0'),
      )
      .toBe(tgBefore + 3);
    await expect.poll(() => ada.getByTestId('convert-tsion-station').count()).toBe(0);

    // --- A tactical action (Cyd): activate the home system, produce at the Saar dock (limit 5), end the turn. ---
    await waitFor(/Waiting for Cyd to take an action/);
    // Its hex clicked near the left corner (off the planets), wherever the map's size puts it.
    const hex = cyd.getByTestId('system-11');
    const box = await hex.boundingBox();
    await hex.click({ position: { x: (box?.width ?? 100) * 0.12, y: (box?.height ?? 80) / 2 }, force: true });
    await cyd.getByTestId('activate').click();
    await expect.poll(() => cyd.getByTestId('production-panel').count()).toBe(1);
    const add = (what: string) =>
      cyd
        .getByTestId(`produce-count-${what}`)
        .getByRole('button', { name: /^More / })
        .click();
    await add('fighter-space');
    await add('fighter-space');
    await add('infantry-ragh');
    await expect
      .poll(() => cyd.getByTestId('produce-totals').textContent())
      .toContain('Units 3 / limit 5 · cost 2');
    await cyd.getByTestId('produce-pay-ragh').click();
    await cyd.getByTestId('produce-submit').click();
    await expect.poll(logText).toContain('Cyd produces 2 Fighters, 1 Infantry in system 11 for 2 resources');
    await expect.poll(() => cyd.getByTestId('production-panel').count()).toBe(0);
    await cyd.getByTestId('end-turn').click();
    await waitFor(/Waiting for Ada to take an action/);
    await spectator.screenshot({
      path: path.join(OUTPUT_DIR, 'build-research-spectator.png'),
      fullPage: true,
    });
  });
});

type Box = { x: number; y: number; width: number; height: number };
