// A space combat in Chromium: Ada (Sol) activates a system next to her home where Brin (Hacan) has
// a dreadnought and a cruiser, and moves her home fleet in (3 ships: Brin's first round cannot
// destroy them all, so the combat panel always opens). Before each round Ada, who could retreat home,
// is asked to fight on or retreat (LRR 78.4); she fights on. The engine rolls; the combat
// panel shows both fleets, the dice (hits marked), the exact odds, and to whoever owes hits a form
// with a default assignment. Both assign from their pages until one fleet is gone; the log has every
// round's faces. In a second game Brin's fleet is two dreadnoughts and Ada retreats home after the
// first round (LRR 78.7). Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
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

/** Brin's fleet in a plain system next to Sol's home: at most 2 hits a round, fewer than Ada's 3 ships. */
function placeDefender(
  s: GameState,
  fleet: Record<string, number> = { dreadnought: 1, cruiser: 1 },
): { state: GameState; dest: string } {
  const home = s.galaxy.systems.find((x) => x.systemId === SOL_HOME)?.position ?? -1;
  for (const d of adjacency(s.galaxy).get(home) ?? []) {
    const system = s.galaxy.systems.find((x) => x.position === d);
    const data = system ? SYSTEMS_BY_ID.get(system.systemId) : undefined;
    if (!system || !data || data.kind === 'home' || data.kind === 'hyperlane' || data.anomalies.length > 0)
      continue;
    if (Object.keys(system.space).length > 0) continue;
    const systems = s.galaxy.systems.map((x) => (x === system ? { ...x, space: { '1': fleet } } : x));
    return { state: { ...s, galaxy: { ...s.galaxy, systems } }, dest: system.systemId };
  }
  throw new Error('no plain system next to Sol');
}

/**
 * A drafted game where Ada has activated the plain system next to Sol's home, Brin's ships (`defender`)
 * waiting there, and chosen her ships at Jord in the movement form.
 */
async function movingIn(name: string, defender?: Parameters<typeof placeDefender>[1]) {
  let dest = '';
  const game = await draftedGame(
    h,
    { name, seats: 3, victoryPoints: 10, factions: 'chosen' },
    SEATS,
    (gameId) =>
      changeLive(h, gameId, (s) => {
        const placed = placeDefender(s, defender);
        dest = placed.dest;
        return placed.state;
      }),
  );
  const ada = game.page('Ada');
  const brin = game.page('Brin');
  await game.waitFor(/Waiting for Ada to take an action/);
  await ada.getByTestId('activate-system-select').selectOption(dest);
  await ada.getByTestId('activate').click();
  await expect.poll(() => ada.getByTestId('move-ships-form').count()).toBe(1);
  await ada.getByTestId('planet-jord').click();
  await ada.getByRole('button', { name: 'Close the system card' }).click();
  return { ...game, ada, brin, dest };
}

describe('a space combat', () => {
  it('is rolled by the server, shown with its dice and odds, and fought by both players from their pages', async () => {
    const { ada, brin, dest, logText, waitFor } = await movingIn('Space combat');
    // Before moving: the exact odds of the combat this move starts, for the ships chosen.
    await expect
      .poll(() => ada.getByTestId('move-ships-odds').textContent())
      .toMatch(/^Space combat against Brin: you win [\d.]+\s%, Brin wins [\d.]+\s%/);
    await checkBothSizes(ada, OUTPUT_DIR, 'move-odds', { show: 'move-ships-odds', phoneTab: 'tab-act' });
    await ada.getByTestId('move-ships-submit').click();

    // Ada could retreat home: she is asked before the round (LRR 78.4), Brin sees whom the game waits for.
    await expect.poll(() => ada.getByTestId('retreat-choice').count()).toBe(1);
    // The map marks the active system as the place of a combat, for both players.
    for (const page of [ada, brin])
      await expect
        .poll(() => page.getByTestId(`system-${dest}`).getAttribute('data-activity'))
        .toBe('combat');
    await expect
      .poll(() => brin.getByTestId('retreat-waiting').textContent())
      .toMatch(/Ada decides whether to retreat before round 1/);
    await waitFor(/Waiting for Ada to decide whether to retreat from the space combat/);
    await checkBothSizes(ada, OUTPUT_DIR, 'retreat-choice', { show: 'retreat-choice', phoneTab: 'tab-act' });
    await ada.getByTestId('retreat-fight-on').focus();
    await ada.keyboard.press('Enter');

    // The first round is rolled then, in the open: faces and targets in the log.
    await expect.poll(logText).toMatch(/Round 1: Ada rolls [\d, ]+ for/);
    await expect.poll(() => ada.getByTestId('combat-panel').count()).toBe(1);
    expect(await ada.getByTestId('combat-odds').textContent()).toMatch(
      /Exact odds from here: Ada wins [\d.]+\s%/,
    );
    // The odds bar is drawn: its three parts fill it (they were once given widths CSS refused).
    const filled = await ada
      .locator('.odds-bar > span')
      .evaluateAll((spans) => spans.reduce((a, s) => a + s.getBoundingClientRect().width, 0));
    const bar = await ada.locator('.odds-bar').evaluate((b) => b.getBoundingClientRect().width);
    expect(filled).toBeGreaterThan(bar * 0.9);
    expect(await ada.locator('.die').count()).toBeGreaterThan(0);
    await checkBothSizes(ada, OUTPUT_DIR, 'space-combat', { show: 'combat-panel', phoneTab: 'tab-act' });

    // Whoever owes hits assigns them with the form's default until the combat is over.
    for (let i = 0; i < 30 && (await ada.getByTestId('combat-panel').count()) > 0; i++) {
      const fightOn = ada.getByTestId('retreat-fight-on');
      if ((await fightOn.count()) > 0 && (await fightOn.isEnabled())) await fightOn.click();
      for (const p of [ada, brin]) {
        const submit = p.getByTestId('assign-submit');
        if ((await submit.count()) > 0 && (await submit.isEnabled())) await submit.click();
      }
      await ada.waitForTimeout(300);
    }
    await expect.poll(() => ada.getByTestId('combat-panel').count()).toBe(0);
    expect(await logText()).toMatch(/The space combat in .* ends after round \d+/);
    // The tactical action goes on: End turn is offered again.
    await expect.poll(() => ada.getByTestId('end-turn').isEnabled()).toBe(true);
  });

  it('lets the attacker retreat home after a round: the ships move back, a command token is placed, the combat ends', async () => {
    // Two dreadnoughts: Ada's 3 dice cannot destroy them in one round (Sustain Damage), their 2 dice
    // cannot destroy Ada's 3 ships.
    const { ada, brin, logText } = await movingIn('Retreat', { dreadnought: 2 });
    await ada.getByTestId('move-ships-submit').click();
    await expect.poll(() => ada.getByTestId(`retreat-to-${SOL_HOME}`).count()).toBe(1);
    await ada.getByTestId(`retreat-to-${SOL_HOME}`).click();
    await expect.poll(logText).toMatch(/Ada announces a retreat to system 1 \(Jord\)/);
    // The round's hits are assigned from both pages; then the retreat.
    for (let i = 0; i < 10 && (await ada.getByTestId('combat-panel').count()) > 0; i++) {
      for (const p of [ada, brin]) {
        const submit = p.getByTestId('assign-submit');
        if ((await submit.count()) > 0 && (await submit.isEnabled())) await submit.click();
      }
      await ada.waitForTimeout(300);
    }
    await expect.poll(() => ada.getByTestId('combat-panel').count()).toBe(0);
    const log = await logText();
    expect(log).toMatch(/Ada retreats to system 1 \(Jord\) with .* \(LRR 78\.7b\)/);
    expect(log).toMatch(/Ada places a command token from reinforcements in system 1 \(Jord\)/);
    expect(log).toMatch(/The space combat in .* ends after round 1: Brin wins\./);
    await expect.poll(() => ada.getByTestId('end-turn').isEnabled()).toBe(true);
  });
});
