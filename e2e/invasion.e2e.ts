// An invasion in Chromium: Ada (Sol) activates a system next to her home whose planet Brin (Hacan) holds
// with a mech, and moves a carrier in with infantry and a mech. The Invade form lists the planet with
// its defender and, as she chooses what lands, the exact odds. She invades; the server rolls the ground
// combat at once; both assign their hits from their own pages (Brin's mech may sustain damage) until
// Brin's ground forces are gone; Ada takes the planet, its card exhausted. Screenshots at 1440×900 and
// 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SYSTEMS_BY_ID, adjacency, planetsOf, type GameState } from '@initiative/rules';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { changeLive, draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'imperial'] },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', cards: ['politics', 'trade'] },
  { name: 'Cyd', color: 'green', faction: 'xxcha-kingdom', cards: ['diplomacy', 'construction'] },
] as const satisfies readonly DraftingSeat[];
const SOL_HOME = '1';

const more = (page: Page, testid: string, label: string) =>
  page.getByTestId(testid).getByRole('button', { name: `More ${label}` });

/** Brin's mech on the first planet of a plain system next to Sol's home; Ada's ground forces on Jord. */
function placeDefender(s: GameState): { state: GameState; dest: string; planet: string } {
  const home = s.galaxy.systems.find((x) => x.systemId === SOL_HOME)?.position ?? -1;
  for (const d of adjacency(s.galaxy).get(home) ?? []) {
    const system = s.galaxy.systems.find((x) => x.position === d);
    const data = system ? SYSTEMS_BY_ID.get(system.systemId) : undefined;
    if (!system || !data || data.kind === 'home' || data.kind === 'hyperlane' || data.anomalies.length > 0)
      continue;
    const [planet] = planetsOf(system.systemId);
    const held = planet ? s.galaxy.planets[planet] : undefined;
    if (!planet || !held || Object.keys(system.space).length > 0) continue;
    const jord = s.galaxy.planets.jord;
    const planets = {
      ...s.galaxy.planets,
      [planet]: { ...held, controller: 1, units: { '1': { mech: 1 } } },
      ...(jord
        ? { jord: { ...jord, units: { ...jord.units, '0': { ...jord.units['0'], infantry: 6, mech: 1 } } } }
        : {}),
    };
    return { state: { ...s, galaxy: { ...s.galaxy, planets } }, dest: system.systemId, planet };
  }
  throw new Error('no plain system with a planet next to Sol');
}

describe('an invasion', () => {
  it('lands ground forces with the odds shown, fights the ground combat from two pages, and takes the planet', async () => {
    let dest = '';
    let planet = '';
    const { page, logText, waitFor } = await draftedGame(
      h,
      { name: 'Invasion', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      (gameId) =>
        changeLive(h, gameId, (s) => {
          const placed = placeDefender(s);
          dest = placed.dest;
          planet = placed.planet;
          return placed.state;
        }),
    );
    const ada = page('Ada');
    const brin = page('Brin');
    await waitFor(/Waiting for Ada to take an action/);
    await ada.getByTestId('activate-system-select').selectOption(dest);
    await ada.getByTestId('activate').click();
    await expect.poll(() => ada.getByTestId('move-ships-form').count()).toBe(1);
    // One carrier, with 5 infantry and the mech from Jord.
    await more(ada, `move-ships-${SOL_HOME}-carrier`, 'Carrier').click();
    for (let i = 0; i < 5; i++) await more(ada, 'move-ships-cargo-jord-infantry', 'Infantry on Jord').click();
    await more(ada, 'move-ships-cargo-jord-mech', 'Mech on Jord').click();
    await ada.getByTestId('move-ships-submit').click();
    await expect
      .poll(logText)
      .toMatch(new RegExp(`Ada moves 1 carrier \\(.+\\) from ${SOL_HOME} to ${dest}`));

    // The Invade form: the planet with its defender; odds as the numbers change.
    await expect.poll(() => ada.getByTestId('invade-form').count()).toBe(1);
    expect(await ada.getByTestId(`invade-planet-${planet}`).textContent()).toMatch(
      /Brin defends with 1 Mech/,
    );
    for (let i = 0; i < 5; i++) await more(ada, `invade-infantry-${planet}`, 'infantry').click();
    await more(ada, `invade-mechs-${planet}`, 'mechs').click();
    await expect
      .poll(() => ada.getByTestId(`invade-odds-${planet}`).textContent())
      .toMatch(/Exact odds: you take it [\d.]+\s%/);
    await checkBothSizes(ada, OUTPUT_DIR, 'invasion', { show: 'invade-form', phoneTab: 'tab-act' });
    await ada.getByTestId('invade-submit').click();

    // The ground combat is rolled at once, in the open.
    await expect.poll(logText).toMatch(/Ground combat on .*: Ada attacks Brin \(LRR 42\)/);
    await expect.poll(logText).toMatch(/Round 1: Ada rolls [\d, ]+ for/);
    if ((await ada.getByTestId('combat-panel').count()) > 0) {
      expect(await ada.getByTestId('combat-panel').textContent()).toMatch(/Ground combat on/);
      await checkBothSizes(ada, OUTPUT_DIR, 'ground-combat', { show: 'combat-panel', phoneTab: 'tab-act' });
    }
    // Whoever owes hits assigns them with the form's default until the combat is over.
    for (let i = 0; i < 30 && (await ada.getByTestId('combat-panel').count()) > 0; i++) {
      for (const p of [ada, brin]) {
        const submit = p.getByTestId('assign-submit');
        if ((await submit.count()) > 0 && (await submit.isEnabled())) await submit.click();
      }
      await ada.waitForTimeout(300);
    }
    await expect.poll(() => ada.getByTestId('combat-panel').count()).toBe(0);
    expect(await logText()).toMatch(/The ground combat on .* ends after round \d+: Ada wins\./);
    expect(await logText()).toMatch(/Ada takes control of .* from Brin; its card comes exhausted/);
    // The invasion is over: the form is gone and End turn is offered.
    expect(await ada.getByTestId('invade-form').count()).toBe(0);
    await expect.poll(() => ada.getByTestId('end-turn').isEnabled()).toBe(true);
  });
});
