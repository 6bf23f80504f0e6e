// The movement step in Chromium: Ada (Sol) takes the first turn and activates a system next to her home.
// The move form lists her home's ships (they can reach) and a dreadnought two systems away, greyed,
// with the engine's reason; the map marks both. A click on her home on the map chooses its ships; she
// keeps 1 Carrier, takes 1 Infantry from Jord along, and presses Move. The form is gone, the log has
// the engine's line, and the spectator's map shows the ships in the active system. Screenshots of the
// form at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SYSTEMS_BY_ID, adjacency, type GameState } from '@initiative/rules';
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

/** A plain system (no anomaly, not a home) with no units. */
const plain = (s: GameState, position: number) => {
  const system = s.galaxy.systems.find((x) => x.position === position);
  const data = system ? SYSTEMS_BY_ID.get(system.systemId) : undefined;
  const empty = system && Object.keys(system.space).length === 0;
  return system &&
    data &&
    empty &&
    data.kind !== 'home' &&
    data.kind !== 'hyperlane' &&
    data.anomalies.length === 0
    ? system
    : undefined;
};

/**
 * The active system-to-be, next to Sol's home, and a system two steps from it (not next to it, nor to
 * the home, through an open system) where a Sol dreadnought (move 1) is put: it cannot reach.
 */
function placeDreadnought(s: GameState): { state: GameState; dest: string; far: string } {
  const adj = adjacency(s.galaxy);
  const home = s.galaxy.systems.find((x) => x.systemId === SOL_HOME)?.position ?? -1;
  for (const d of adj.get(home) ?? []) {
    const dest = plain(s, d);
    if (!dest) continue;
    for (const m of adj.get(d) ?? []) {
      // The way between is open (no anomaly, nobody's ships): the dreadnought is only too slow.
      if (!plain(s, m)) continue;
      for (const f of adj.get(m) ?? []) {
        if (f === d || f === home || adj.get(d)?.has(f) || adj.get(home)?.has(f)) continue;
        const far = plain(s, f);
        if (!far) continue;
        const systems = s.galaxy.systems.map((x) =>
          x === far ? { ...x, space: { '0': { dreadnought: 1 } } } : x,
        );
        return { state: { ...s, galaxy: { ...s.galaxy, systems } }, dest: dest.systemId, far: far.systemId };
      }
    }
  }
  throw new Error('no system two steps away');
}

const more = (page: Page, testid: string, label: string) =>
  page.getByTestId(testid).getByRole('button', { name: `More ${label}` });
const less = (page: Page, testid: string, label: string) =>
  page.getByTestId(testid).getByRole('button', { name: `Less ${label}` });

describe('the movement step', () => {
  it('a player sees which ships can reach and why not, and moves ships in with a ground force', async () => {
    let dest = '';
    let far = '';
    const { page, logText, waitFor, spectator } = await draftedGame(
      h,
      { name: 'Move ships', seats: 3, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      (gameId) =>
        changeLive(h, gameId, (s) => {
          const placed = placeDreadnought(s);
          dest = placed.dest;
          far = placed.far;
          return placed.state;
        }),
    );
    const ada = page('Ada');
    await waitFor(/Waiting for Ada to take an action/);

    await ada.getByTestId('activate-system-select').selectOption(dest);
    await ada.getByTestId('activate').click();
    await expect.poll(() => ada.getByTestId('move-ships-form').count()).toBe(1);

    // The home's ships can reach; the dreadnought cannot, and the form and the map say why.
    expect(await ada.getByTestId(`move-ships-source-${SOL_HOME}`).textContent()).toMatch(/1 system away/);
    expect(await ada.getByTestId(`move-ships-stuck-${far}`).textContent()).toContain(
      '1 Dreadnought: Too far: move 1, distance 2.',
    );
    expect(await ada.getByTestId(`system-${SOL_HOME}`).getAttribute('data-pick')).toBe('pick-ok');
    expect(await ada.getByTestId(`system-${far}`).getAttribute('data-pick')).toBe('pick-no');
    expect(await ada.getByTestId('move-ships-submit').isDisabled()).toBe(true);

    // A click on the home system chooses all its ships; she keeps 1 Carrier and takes 1 Infantry.
    await ada.getByTestId('planet-jord').click();
    await expect.poll(() => ada.getByTestId(`move-ships-${SOL_HOME}-carrier-value`).textContent()).toBe('2');
    await less(ada, `move-ships-${SOL_HOME}-carrier`, 'Carrier').click();
    await less(ada, `move-ships-${SOL_HOME}-destroyer`, 'Destroyer').click();
    await more(ada, 'move-ships-cargo-jord-infantry', 'Infantry on Jord').click();
    expect(await ada.getByTestId(`move-ships-capacity-${SOL_HOME}`).textContent()).toBe(
      'Capacity: 1 of 6 used',
    );
    expect(await ada.getByTestId('move-ships-summary').textContent()).toBe(
      `1 carrier (1 infantry) from ${SOL_HOME} → ${dest}`,
    );
    // The system card the click opened is closed, so that the screenshots show the form.
    await ada.getByRole('button', { name: 'Close the system card' }).click();
    await checkBothSizes(ada, OUTPUT_DIR, 'move-ships', { show: 'move-ships-form' });

    await ada.getByTestId('move-ships-submit').click();
    await expect.poll(logText).toContain(`Ada moves 1 carrier (1 infantry) from ${SOL_HOME} to ${dest}`);
    await expect.poll(() => ada.getByTestId('move-ships-form').count()).toBe(0);
    expect(await ada.getByTestId(`system-${SOL_HOME}`).getAttribute('data-pick')).toBeNull();
    // The spectator's map: the carrier and the infantry in the active system's space area.
    const count = (id: string) => spectator.getByTestId(`units-${id}`).getAttribute('data-count');
    await expect.poll(() => count(`${dest}-space-0-carrier`)).toBe('1');
    expect(await count(`${dest}-space-0-infantry`)).toBe('1');
    expect(await count(`${SOL_HOME}-jord-0-infantry`)).toBe('4');
  });
});
