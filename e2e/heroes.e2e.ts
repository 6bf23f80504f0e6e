// Heroes in Chromium, once unlocked (three objectives each, set in memory before the draft). Ada (Winnu)
// uses Mathis Mathinus on Trade, which Cyd holds: only Brin may follow, and Trade stays Cyd's and ready.
// Brin (Naaz-Rokha) uses Hesh and Prit on Politics' secondary. Then Cyd records an Edict with the
// capture-token table edit, and Ada's agent Berekar Berekon takes 2 off his production. In a second game
// Ada (Sol) uses Jace X, Brin (Jol-Nar) replaces a technology with Rin and Cyd (Hacan) produces for
// free with Harrugh Gefhara; in a third Ada (Nekro) uses UNIT.DSGN.FLAYESH. Screenshots of the forms at
// 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { SYSTEMS_BY_ID, type GameState } from '@initiative/rules';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

// Ada (Winnu) Leadership + Imperial: initiative 1. Brin (Naaz-Rokha) Diplomacy + Construction: 2.
const SEATS = [
  { name: 'Ada', color: 'red', faction: 'winnu', cards: ['leadership', 'imperial'] },
  { name: 'Brin', color: 'blue', faction: 'naaz-rokha-alliance', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
] as const satisfies readonly DraftingSeat[];

describe('heroes that resolve strategy cards', () => {
  it('Mathis Mathinus resolves Trade for Ada; Hesh and Prit resolve Politics’ secondary for Brin', async () => {
    const { spectator, page, waitFor, skip, logText } = await draftedGame(
      h,
      { name: 'Heroes', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const s: GameState = live.state;
        live.state = { ...s, objectives: { ...s.objectives, scored: { a: [0, 1], b: [0, 1], c: [0, 1] } } };
      },
    );
    const ada = page('Ada');
    const brin = page('Brin');

    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('hero-mathis').count()).toBe(1);
    expect(await ada.getByTestId('hero-hesh').count()).toBe(0); // another faction's hero
    await ada.getByTestId('hero-mathis-card').selectOption('trade');
    await ada.getByTestId('hero-mathis-follower-1').check();
    await checkBothSizes(ada, OUTPUT_DIR, 'hero-mathis', { show: 'hero-action' });
    await ada.getByTestId('hero-mathis-submit').click();
    await expect
      .poll(logText)
      .toContain('uses Mathis Mathinus (hero, now purged): resolves the primary of Trade; Brin may follow');
    await expect.poll(() => ada.getByTestId('trade-form').count()).toBe(1);
    await ada.getByTestId('trade-submit').click();
    await skip('Brin');
    await expect.poll(logText).toContain('Trade, resolved by Ada');
    expect(await spectator.getByTestId('card-trade').getAttribute('data-holder')).toBe('Cyd');

    await waitFor(/Waiting for Brin to take an action/);
    await expect.poll(() => brin.getByTestId('hero-hesh').count()).toBe(1);
    await brin.getByTestId('hero-hesh-card-politics').check();
    await brin.getByTestId('hero-hesh-set-politics').click();
    await checkBothSizes(brin, OUTPUT_DIR, 'hero-hesh', { show: 'hero-action' });
    await brin.getByTestId('hero-hesh-submit').click();
    await expect.poll(logText).toContain('uses Hesh and Prit (hero, now purged)');
    await expect.poll(logText).toContain('Brin resolves the secondary of Politics');

    // Edict, recorded by a table edit: Cyd puts one of Ada's tokens in his fleet pool; his sheet shows it.
    const cyd = page('Cyd');
    await waitFor(/Waiting for Cyd to take an action/);
    if ((await cyd.getByTestId('edit-kind').count()) === 0) await cyd.getByTestId('edits-toggle').click();
    await cyd.getByTestId('edit-kind').selectOption('capture-token');
    await cyd.getByTestId('edit-from').selectOption('0');
    await checkBothSizes(cyd, OUTPUT_DIR, 'edit-capture-token', { show: 'edit-form-capture-token' });
    await cyd.getByTestId('edit-submit').click();
    await expect
      .poll(logText)
      .toContain('Cyd puts a command token of Ada from their reinforcements in their fleet pool (Edict)');
    await cyd.getByTestId('tab-sheet').click();
    await expect.poll(() => cyd.getByTestId('captured-2').textContent()).toContain('Ada’s (Edict)');

    // Berekar Berekon: Cyd activates his home; Ada (Winnu) exhausts her agent for him, and his 2 cruisers
    // cost 2 less (and 1 less again with his Sarween Tools).
    if ((await cyd.getByTestId('tab-act').count()) > 0) await cyd.getByTestId('tab-act').click();
    await cyd.getByTestId('activate-system-select').selectOption('16');
    await cyd.getByTestId('activate').click();
    await expect.poll(() => ada.getByTestId('offer-berekar-berekon-2').count()).toBe(1);
    await checkBothSizes(ada, OUTPUT_DIR, 'berekar-grant', { show: 'offer-berekar-berekon-2' });
    await ada.getByTestId('offer-berekar-berekon-2-submit').click();
    await expect
      .poll(logText)
      .toContain("Ada exhausts Berekar Berekon: Cyd's production this turn costs 2 less.");
    await expect.poll(() => cyd.getByTestId('produce-berekar-granted').count()).toBe(1);
    for (let i = 0; i < 2; i++)
      await cyd
        .getByTestId('produce-count-cruiser-space')
        .getByRole('button', { name: /^More / })
        .click();
    await expect
      .poll(() => cyd.getByTestId('produce-totals').textContent())
      .toContain('cost 1 (Sarween Tools −1, Berekar Berekon −2)');
    await cyd.getByTestId('produce-pay-hercant').click();
    await cyd.getByTestId('produce-submit').click();
    await expect
      .poll(logText)
      .toContain(
        'Cyd produces 2 Cruisers in system 16 for 1 resource (Sarween Tools −1, Berekar Berekon −2).',
      );
  }, 240_000);

  it('Jace X takes Ada’s tokens off the board; Rin swaps Brin’s technology; Harrugh Gefhara makes Cyd’s production free', async () => {
    const seats = [
      { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'imperial'] },
      {
        name: 'Brin',
        color: 'blue',
        faction: 'universities-of-jol-nar',
        cards: ['diplomacy', 'construction'],
      },
      { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
    ] as const satisfies readonly DraftingSeat[];
    const { spectator, page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Heroes 2', seats: 3, victoryPoints: 10, factions: 'chosen' },
      seats,
      // Ada and Cyd have scored three objectives; Ada has a token in Mecatol Rex's system.
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const s: GameState = live.state;
        const systems = s.galaxy.systems.map((x) => (x.systemId === '18' ? { ...x, tokens: [0] } : x));
        live.state = {
          ...s,
          objectives: { ...s.objectives, scored: { a: [0, 1, 2], b: [0, 1, 2], c: [0, 1, 2] } },
          galaxy: { ...s.galaxy, systems },
        };
      },
    );
    const ada = page('Ada');
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('hero-jace-x').count()).toBe(1);
    await expect
      .poll(() => ada.getByTestId('hero-jace-x').textContent())
      .toContain('1 token goes back to your reinforcements');
    await checkBothSizes(ada, OUTPUT_DIR, 'hero-jace-x', { show: 'hero-jace-x' });
    await ada.getByTestId('hero-jace-x-submit').click();
    await expect
      .poll(logText)
      .toContain(
        'Ada uses Jace X, 4th Air Legion (hero, now purged): their command tokens return to reinforcements — 1 token from system 18.',
      );

    const brin = page('Brin');
    await waitFor(/Waiting for Brin to take an action/);
    // --- Brin (Jol-Nar) replaces Neural Motivator with Hyper Metabolism with Rin. ---
    await expect.poll(() => brin.getByTestId('hero-rin').count()).toBe(1);
    await brin.getByTestId('hero-rin-neural-motivator').selectOption('hyper-metabolism');
    await checkBothSizes(brin, OUTPUT_DIR, 'hero-rin', { show: 'hero-rin' });
    await brin.getByTestId('hero-rin-submit').click();
    await expect
      .poll(logText)
      .toContain(
        "Brin uses Rin, the Master's Legacy (hero, now purged): Neural Motivator becomes Hyper Metabolism.",
      );

    const cyd = page('Cyd');
    await waitFor(/Waiting for Cyd to take an action/);
    await cyd.getByTestId('activate-system-select').selectOption('16');
    await cyd.getByTestId('activate').click();
    await expect.poll(() => cyd.getByTestId('production-panel').count()).toBe(1);
    for (let i = 0; i < 2; i++)
      await cyd
        .getByTestId('produce-count-cruiser-space')
        .getByRole('button', { name: /^More / })
        .click();
    await cyd.getByTestId('produce-harrugh').locator('input').check();
    await expect
      .poll(() => cyd.getByTestId('produce-totals').textContent())
      .toContain('cost 0 (Harrugh Gefhara −4)');
    await checkBothSizes(cyd, OUTPUT_DIR, 'hero-harrugh', { show: 'produce-harrugh' });
    await cyd.getByTestId('produce-submit').click();
    await expect
      .poll(logText)
      .toContain('Cyd produces 2 Cruisers in system 16 for 0 resources (Harrugh Gefhara −4).');
    expect(await spectator.getByTestId('log').textContent()).not.toContain('undefined');
  }, 240_000);

  it('UNIT.DSGN.FLAYESH: Ada (Nekro) strips a specialty planet beside her cruiser', async () => {
    const seats = [
      { name: 'Ada', color: 'red', faction: 'nekro-virus', cards: ['leadership', 'imperial'] },
      { name: 'Brin', color: 'blue', faction: 'federation-of-sol', cards: ['diplomacy', 'construction'] },
      { name: 'Cyd', color: 'green', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
    ] as const satisfies readonly DraftingSeat[];
    let planet = '';
    const { page, waitFor, logText } = await draftedGame(
      h,
      { name: 'Heroes 3', seats: 3, victoryPoints: 10, factions: 'chosen' },
      seats,
      // Three objectives scored, and a cruiser of hers in a system with a specialty planet.
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const s: GameState = live.state;
        const system = s.galaxy.systems.find((x) =>
          (SYSTEMS_BY_ID.get(x.systemId)?.planets ?? []).some((p) => p.specialty !== undefined),
        );
        planet = SYSTEMS_BY_ID.get(system?.systemId ?? '')?.planets.find((p) => p.specialty)?.id ?? '';
        live.state = {
          ...s,
          objectives: { ...s.objectives, scored: { a: [0], b: [0], c: [0] } },
          galaxy: {
            ...s.galaxy,
            systems: s.galaxy.systems.map((x) =>
              x.systemId === system?.systemId ? { ...x, space: { ...x.space, '0': { cruiser: 1 } } } : x,
            ),
          },
        };
      },
    );
    const ada = page('Ada');
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('hero-flayesh').count()).toBe(1);
    await ada.getByTestId('hero-flayesh-planet').selectOption(planet);
    await checkBothSizes(ada, OUTPUT_DIR, 'hero-flayesh', { show: 'hero-flayesh' });
    await ada.getByTestId('hero-flayesh-submit').click();
    await expect
      .poll(logText)
      .toMatch(/Ada uses UNIT\.DSGN\.FLAYESH \(hero, now purged\) on .*: .*; gains \d+ trade goods? and /);
    await waitFor(/Waiting for Brin to take an action/);
  }, 240_000);
});
