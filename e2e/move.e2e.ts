// Moving and invading in one step, in Chromium: Ada (Sol) takes the first turn, activates a system next
// to her home, adds her home system as the source (the map's clicks go to the Move ships form), picks 2 Carriers and 4 Infantry with the steppers,
// lands 2 Infantry on a planet there and presses Move. The spectator's map and system details show the
// units moved and the planet controlled, and the log has the one line. Screenshots of the form at
// 1440×900 and 390×844. Then an edit on another player's units: chosen, warned about, marked in the log.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SYSTEMS_BY_ID, neighbors, type GameView } from '@initiative/rules';
import { axeViolations } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { keepSecrets, promptOf, scriptedSteps, seatedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const OTHERS = [
  'diplomacy',
  'politics',
  'construction',
  'trade',
  'warfare',
  'technology',
  'imperial',
] as const;
const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', ...OTHERS] },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', cards: [...OTHERS] },
  { name: 'Cyd', color: 'green', faction: 'clan-of-saar', cards: [...OTHERS] },
] as const satisfies readonly DraftingSeat[];
const SOL_HOME = '1';

/** A system next to Sol's home with one or more planets nobody holds (Mecatol Rex if none is). */
function destinationNextTo(view: GameView, home: string): { system: string; planet: string } {
  const at = view.galaxy.systems.find((s) => s.systemId === home)?.position ?? 0;
  for (const pos of neighbors(at, view.galaxy.rings)) {
    const system = view.galaxy.systems.find((s) => s.position === pos);
    const data = system ? SYSTEMS_BY_ID.get(system.systemId) : undefined;
    if (!system || !data || data.kind === 'home' || data.anomalies.length > 0) continue;
    const planet = data.planets.find((p) => view.galaxy.planets[p.id]?.controller === null);
    if (planet) return { system: system.systemId, planet: planet.id };
  }
  return { system: '18', planet: 'mecatol-rex' };
}

const more = (page: Page, testid: string, label: string) =>
  page.getByTestId(testid).getByRole('button', { name: `More ${label}` });

describe('moving and invading in one step', () => {
  it('a player activates a system, picks the source, chooses units and a landing, presses Move', async () => {
    const table = await seatedGame(
      h,
      { name: 'Move', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const pages = table.players.map((p) => p.page);
    const watcher = table.spectator.page;
    const steps = scriptedSteps(watcher, table.pageOf);
    await keepSecrets(pages);
    await steps.waitFor(/to pick a strategy card/);
    await steps.draftWanted(SEATS, 6);
    // Ada holds Leadership (initiative 1): the first turn is hers.
    await steps.waitFor(/Waiting for Ada to take an action/);

    const ada = table.pageOf('Ada');
    const start = (await (await fetch(`${h.url}/api/games/${table.game.gameId}/history/0`)).json()) as {
      view: GameView;
    };
    const dest = destinationNextTo(start.view, SOL_HOME);
    const planetName = SYSTEMS_BY_ID.get(dest.system)?.planets.find((p) => p.id === dest.planet)?.name ?? '';
    const systemName = (SYSTEMS_BY_ID.get(dest.system)?.planets ?? []).map((p) => p.name).join('/');

    // The tactical action: the destination picked on the map and activated.
    await ada.getByTestId(`planet-${dest.planet}`).click();
    await expect.poll(() => ada.getByTestId('activate').textContent()).toBe(`Activate system ${dest.system}`);
    await ada.getByTestId('activate').click();
    await expect.poll(() => watcher.getByTestId(`token-${dest.system}-0`).count()).toBe(1);

    // The move edit opens by itself; the source is added from its list (before the ships move, the
    // map's clicks go to the Move ships form).
    await expect.poll(() => ada.getByTestId('move-form').count()).toBe(1);
    expect(await ada.getByTestId('move-submit').isDisabled()).toBe(true);
    await ada.getByTestId('move-add-source').selectOption(SOL_HOME);
    await expect.poll(() => ada.getByTestId(`move-source-${SOL_HOME}`).count()).toBe(1);
    // Each unit type shows how many are there.
    expect(await ada.getByTestId(`move-source-${SOL_HOME}`).textContent()).toMatch(/Carrier.*of 2/);
    expect(await ada.getByTestId(`move-source-${SOL_HOME}`).textContent()).toMatch(/Infantry.*of 5/);
    for (let i = 0; i < 2; i++) await more(ada, `move-${SOL_HOME}-carrier`, 'Carrier').click();
    for (let i = 0; i < 4; i++) await more(ada, 'move-jord-infantry', 'Infantry').click();
    await expect.poll(() => ada.getByTestId('move-capacity').textContent()).toMatch(/Capacity: 4 of 12 used/);
    // Landing: the planet says what landing does; 2 of the 4 Infantry go down.
    expect(await ada.getByTestId(`land-${dest.planet}`).textContent()).toMatch(/landing takes control/);
    for (let i = 0; i < 2; i++) await more(ada, `land-${dest.planet}-infantry`, 'Infantry').click();
    expect(await ada.getByTestId(`land-${dest.planet}-infantry-value`).textContent()).toBe('2');

    await ada.setViewportSize({ width: 1440, height: 900 });
    await ada.getByTestId('move-form').scrollIntoViewIfNeeded();
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'move-form.png') });
    // The game log (game-log.tsx, not this feature) scrolls without keyboard focus once it is long:
    // left to its owner; everything else on the page passes.
    const violations = await axeViolations(ada);
    expect(violations.filter((v) => !v.targets.every((t) => t === 'ol[data-testid="log"]'))).toEqual([]);
    await ada.setViewportSize({ width: 390, height: 844 });
    await ada.getByTestId('move-form').scrollIntoViewIfNeeded();
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'move-form-390.png') });
    expect(await ada.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await ada.setViewportSize({ width: 1440, height: 900 });

    await ada.getByTestId('move-submit').click();
    const line = `Table edit: Ada moves 2 Carriers, 4 Infantry from Jord to ${systemName}; lands 2 Infantry on ${planetName} and takes control.`;
    await expect.poll(async () => (await watcher.getByTestId('log').textContent()) ?? '').toContain(line);
    // The map: the ships and the 2 Infantry still aboard in space, 2 Infantry on the planet.
    const count = (id: string) => watcher.getByTestId(`units-${id}`).getAttribute('data-count');
    await expect.poll(() => count(`${dest.system}-space-0-carrier`)).toBe('2');
    await expect.poll(() => count(`${dest.system}-space-0-infantry`)).toBe('2');
    await expect.poll(() => count(`${dest.system}-${dest.planet}-0-infantry`)).toBe('2');
    await expect.poll(() => count('1-jord-0-infantry')).toBe('1');
    // The system details: the planet is Ada's.
    await watcher.getByTestId(`planet-${dest.planet}`).click();
    await expect
      .poll(() => watcher.getByTestId('system-details').textContent())
      .toMatch(new RegExp(`${planetName}.*Controlled by Ada`));
    // The form is empty again, ready for another move.
    expect(await ada.getByTestId(`move-source-${SOL_HOME}`).count()).toBe(0);
    expect(await promptOf(watcher)).toMatch(/Waiting for Ada to finish their tactical action/);
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'move-done.png') });

    // Another edit on someone else's units needs choosing them, shows a warning, and is marked in the log.
    await ada.getByTestId('edits-toggle').click();
    await ada.getByTestId('edit-kind').selectOption('remove-units');
    expect(await ada.getByTestId('edit-owner-warning').count()).toBe(0);
    await ada.getByTestId('edit-owner').selectOption('1');
    expect(await ada.getByTestId('edit-owner-warning').textContent()).toMatch(
      /This edit changes Brin's units, not yours/,
    );
    await ada.getByTestId('edit-from').selectOption('s:16');
    await more(ada, 'edit-units-fighter', 'Fighter').click();
    await ada.getByTestId('edit-owner-warning').scrollIntoViewIfNeeded();
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'edit-other-seat.png') });
    await ada.getByTestId('edit-submit').click();
    await expect
      .poll(async () => (await watcher.getByTestId('log').textContent()) ?? '')
      .toContain("Table edit: Ada removes 1 Fighter from the space area of system 16 (on Brin's units).");
  });
});
