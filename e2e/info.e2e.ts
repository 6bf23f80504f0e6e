// The game's information in real Chromium: a strategy card's abilities on hover, focus and tap; an
// action card's and a promissory note's summary from their i on the command sheet; the faction sheet opened from the players panel; the players panel's labelled values and VP track; the
// log grouped by round and phase, newest line at the bottom, narrowed by a player filter. Screenshots
// at 1440×900 and 390×844.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACTION_CARD_SUMMARIES, PROMISSORY_NOTE_SUMMARIES } from '@initiative/rules';
import { axeViolations } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { changeLive, keepSecrets, scriptedSteps, seatedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'trade'] },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', cards: ['diplomacy', 'warfare'] },
  { name: 'Cyd', color: 'green', faction: 'clan-of-saar', cards: ['politics', 'technology'] },
  { name: 'Dag', color: 'yellow', faction: 'embers-of-muaat', cards: ['construction', 'imperial'] },
] as const satisfies readonly DraftingSeat[];

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(OUTPUT_DIR, name) });
}

/** The texts of the log's lines, oldest first, as the page shows them. */
const logLines = (page: Page) => page.getByTestId('log-line').allTextContents();

describe('the game’s information', () => {
  it('card summaries, the faction sheet, the labelled players panel with its VP track, and the grouped log', async () => {
    const table = await seatedGame(
      h,
      { name: 'Information', seats: 4, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const ada = table.pageOf('Ada');
    // Ada holds a Sabotage (out of the deck); the draft's picks carry it to her page.
    changeLive(h, table.game.gameId, (s) => ({
      ...s,
      decks: { ...s.decks, action: s.decks.action.filter((c) => c !== 'sabotage-1') },
      players: s.players.map((p) => (p.seat === 0 ? { ...p, actionCards: ['sabotage-1'] } : p)),
    }));
    const { waitFor, draftWanted } = scriptedSteps(table.spectator.page, table.pageOf);
    await keepSecrets(table.players.map((p) => p.page));
    await waitFor(/to pick a strategy card/);
    await draftWanted(SEATS, 3);
    await ada.setViewportSize(DESKTOP);

    // --- A strategy card's summary: on hover, on keyboard focus, and on tap of its info button. ---
    const summary = ada.getByTestId('card-summary-leadership');
    // A card Ada clicked to pick keeps the focus, but a mouse click's focus shows no popover.
    await ada.mouse.move(5, 5);
    await expect.poll(() => summary.isVisible()).toBe(false);
    await ada.getByTestId('card-leadership').hover();
    await expect.poll(() => summary.isVisible()).toBe(true);
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('Primary (holder):');
    expect(text).toContain('Gain 3 command tokens');
    expect(text).toContain('Secondary (everyone else):');
    expect(text).toMatch(/Held by (Ada|Brin|Cyd|Dag)|Not picked yet/);
    await shoot(ada, 'info-card-summary.png');
    await ada.mouse.move(5, 5);
    await expect.poll(() => summary.isVisible()).toBe(false);
    // Keyboard: focus on the card shows its summary (and the card button is described by it).
    await ada.getByTestId('card-technology').focus();
    await ada.keyboard.press('Shift+Tab');
    await ada.keyboard.press('Tab');
    await expect.poll(() => ada.getByTestId('card-summary-technology').isVisible()).toBe(true);
    expect(await ada.getByTestId('card-summary-technology').textContent()).toContain('6 resources');
    await ada.getByTestId('card-technology').blur();
    // An unpicked card after the picks so far carries its trade goods in the popover only once there
    // are some; every card says who holds it.
    const described = await ada.getByTestId('card-imperial').getAttribute('aria-describedby');
    expect(await ada.locator(`[id="${described}"]`).textContent()).toMatch(/Not picked yet|Held by/);
    // The info button toggles the popover and reports it; Escape closes it.
    const info = ada.getByRole('button', { name: 'About Warfare' });
    const warfare = ada.getByTestId('card-summary-warfare');
    await info.click();
    expect(await info.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => warfare.isVisible()).toBe(true);
    // Never clipped: the popover lies wholly on the screen, outside the panel's scrolling box.
    const tipBox = await warfare.boundingBox();
    const width = ada.viewportSize()?.width ?? 0;
    expect(tipBox && tipBox.x >= 0 && tipBox.x + tipBox.width <= width).toBe(true);
    await ada.keyboard.press('Escape');
    expect(await info.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => warfare.isVisible()).toBe(false);
    // Opened with the mouse, it closes when the pointer leaves: no popover stays open after a click.
    await info.click();
    await expect.poll(() => warfare.isVisible()).toBe(true);
    await ada.mouse.move(5, 5);
    await expect.poll(() => info.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => warfare.isVisible()).toBe(false);
    // Clicking a card itself closes its popover while the pointer is still on it (a card someone holds
    // already, so the click picks nothing and the draft goes on as planned).
    const heldCard = ada.locator('button.strategy-card:not([data-holder=""])').first();
    const heldId = ((await heldCard.getAttribute('data-testid')) ?? '').replace('card-', '');
    const heldTip = ada.getByTestId(`card-summary-${heldId}`);
    await heldCard.hover();
    await expect.poll(() => heldTip.isVisible()).toBe(true);
    await heldCard.click({ force: true }); // aria-disabled: a click that sends nothing
    await expect.poll(() => heldTip.isVisible()).toBe(false);
    await ada.mouse.move(5, 5);

    // The command sheet (its tab): the kept secret objective shows its condition; technologies explain themselves.
    await ada.getByTestId('tab-sheet').click();
    const secret = ada.getByTestId('own-secrets').locator('.condition').first();
    expect(((await secret.textContent()) ?? '').length).toBeGreaterThan(10);
    await ada.getByTestId('tech-chip-neural-motivator').hover();
    await expect
      .poll(() => ada.getByTestId('tech-chip-neural-motivator').locator('[role="tooltip"]').textContent())
      .toContain('Green technology · No prerequisites');
    await ada.mouse.move(5, 5);
    // An action card in the hand says what it does: hovering its name shows the i's popover.
    const sabotageTip = ada.getByTestId('hand-card-sabotage-1-tip');
    await expect.poll(() => sabotageTip.isVisible()).toBe(false);
    await ada.getByTestId('hand-card-sabotage-1').hover();
    await expect.poll(() => sabotageTip.isVisible()).toBe(true);
    const sabotageText = (await sabotageTip.textContent()) ?? '';
    expect(sabotageText).toContain('Action card · base game');
    expect(sabotageText).toContain(ACTION_CARD_SUMMARIES.sabotage);
    await shoot(ada, 'info-action-card.png');
    await ada.mouse.move(5, 5);
    await expect.poll(() => sabotageTip.isVisible()).toBe(false);
    // So does a promissory note, its i tapped (the owner named, as in the hand).
    const note = ada.locator('[data-testid^="own-note-military-support-"]');
    const noteInfo = note.getByRole('button', { name: 'About Military Support (Ada)' });
    await noteInfo.click();
    expect(await noteInfo.getAttribute('aria-expanded')).toBe('true');
    const noteTip = note.getByRole('tooltip');
    await expect.poll(() => noteTip.isVisible()).toBe(true);
    expect(await noteTip.textContent()).toContain(PROMISSORY_NOTE_SUMMARIES['military-support']);
    await ada.keyboard.press('Escape');
    await expect.poll(() => noteTip.isVisible()).toBe(false);
    await noteInfo.blur();
    await ada.mouse.move(5, 5);

    // --- The players panel: every value labelled, factions shown, a VP track 0..10 with four markers. ---
    await ada.getByTestId('tab-players').click();
    const row = ada.getByTestId('player-1');
    const rowText = (await row.textContent()) ?? '';
    for (const label of [
      'The Emirates of Hacan',
      'Trade goods',
      'Commodities',
      'Action cards',
      'Tactic',
      'Fleet',
      'Strategy',
      'VP',
    ])
      expect(rowText).toContain(label);
    expect(await ada.getByTestId('comm-1').textContent()).toBe('0/6');
    expect(await ada.getByTestId('tactic-1').textContent()).toBe('3');
    expect(await ada.getByTestId('vp-track').locator('li').count()).toBe(11);
    expect(await ada.getByTestId('vp-space-0').locator('.vp-marker').count()).toBe(4);
    expect(await ada.getByTestId('vp-space-10').getAttribute('aria-label')).toBe('10 VP');
    await ada.getByTestId('vp-track').scrollIntoViewIfNeeded();
    await shoot(ada, 'info-players.png');
    expect(await axeViolations(ada)).toEqual([]);

    // --- The faction sheet opens from the players panel, keyboard first. ---
    await ada.getByTestId('faction-sheet-button-1').focus();
    await ada.keyboard.press('Enter');
    const sheet = ada.getByTestId('faction-sheet');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect(await ada.getByTestId('faction-sheet-name').textContent()).toBe('The Emirates of Hacan');
    expect(await ada.getByTestId('faction-sheet-commodities').textContent()).toBe('6');
    const abilities = (await ada.getByTestId('faction-sheet-abilities').textContent()) ?? '';
    expect(abilities).toContain('Masters of Trade');
    expect(abilities).toContain('Follow Trade without spending a strategy token');
    const sheetText = (await sheet.textContent()) ?? '';
    expect(sheetText).toContain('Wrath of Kenara');
    expect(sheetText).toContain('Pride of Kenara');
    expect(sheetText).toContain('Quantum Datahub Node');
    expect(sheetText).toContain('Sarween Tools');
    // Its technologies are written out: kind, prerequisites and effect.
    const sarween = (await sheet.getByTestId('tech-line-sarween-tools').textContent()) ?? '';
    expect(sarween).toContain('Yellow technology · No prerequisites');
    expect(sarween).toContain('cost is reduced by 1');
    expect(await sheet.getByTestId('tech-line-quantum-datahub-node').textContent()).toContain(
      'Requires 3 yellow',
    );
    await shoot(ada, 'info-faction-sheet.png');
    expect(await axeViolations(ada)).toEqual([]);
    await ada.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);

    // --- The log: finish the draft, so it holds setup, strategy phase and action phase lines. ---
    await draftWanted(SEATS, 4); // the eighth pick is forced
    await waitFor(/Waiting for Ada to take an action/);
    await ada.getByTestId('tab-log').click();
    const headings = () => ada.locator('.log-heading').allTextContents();
    await expect.poll(headings).toContain('Round 1 · Action phase');
    expect(await headings()).toEqual(['Setup', 'Round 1 · Strategy phase', 'Round 1 · Action phase']);
    const lines = await logLines(ada);
    // Newest at the bottom: the action phase's first line comes after every pick.
    const lastPick = lines.map((l) => l.includes('picks') || l.includes('is left with')).lastIndexOf(true);
    const actionStarts = lines.findIndex((l) => l.includes('Action phase. Turn order'));
    expect(actionStarts).toBeGreaterThan(lastPick);
    // Every line of this game carries the time it happened (setup lines have none: no intent).
    const timed = await ada.locator('[data-testid="log-line"] time').count();
    expect(timed).toBeGreaterThanOrEqual(8);
    // The list is scrolled to its newest line.
    const log = ada.getByTestId('log');
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(4);
    // The player filter narrows it to the lines about one player.
    await ada.getByTestId('log-player-filter').selectOption({ label: 'Brin' });
    await expect.poll(async () => (await logLines(ada)).length).toBeLessThan(lines.length);
    const brin = await logLines(ada);
    expect(brin.length).toBeGreaterThanOrEqual(2);
    for (const line of brin) expect(line).toContain('Brin');
    expect(
      new Set(
        await ada.getByTestId('log-line').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat'))),
      ),
    ).toEqual(new Set(['1']));
    await ada.getByTestId('log-player-filter').selectOption({ label: 'Everyone' });
    await log.scrollIntoViewIfNeeded();
    await shoot(ada, 'info-log.png');
    expect(await axeViolations(ada)).toEqual([]);

    // --- The same on a phone. ---
    await ada.setViewportSize(PHONE);
    await ada.getByTestId('tab-cards').click();
    await ada.getByTestId('card-leadership').scrollIntoViewIfNeeded();
    await ada.getByRole('button', { name: 'About Imperial' }).click();
    await expect.poll(() => ada.getByTestId('card-summary-imperial').isVisible()).toBe(true);
    // The popover stays on the screen.
    const box = await ada.getByTestId('card-summary-imperial').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await shoot(ada, 'info-card-summary-phone.png');
    await ada.keyboard.press('Escape');
    await ada.getByTestId('tab-players').click();
    await ada.getByTestId('vp-track').scrollIntoViewIfNeeded();
    await shoot(ada, 'info-players-phone.png');
    await ada.getByTestId('faction-sheet-button-2').click();
    await expect.poll(() => ada.getByTestId('faction-sheet-name').textContent()).toBe('The Clan of Saar');
    await shoot(ada, 'info-faction-sheet-phone.png');
    await ada.keyboard.press('Escape');
    await ada.getByTestId('tab-log').click();
    await ada.getByTestId('log').scrollIntoViewIfNeeded();
    await shoot(ada, 'info-log-phone.png');
    // Nothing of these panels sticks out sideways (the offenders named if something does). The page's
    // header is another part of the layout and is not checked here.
    const wide = await ada.evaluate((limit) => {
      const out: string[] = [];
      const panels = '.players *, .log *, .strategy-cards *, .objectives *, .command-sheet *';
      for (const el of Array.from(document.querySelectorAll(panels))) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > limit + 1)
          out.push(`${el.tagName}.${el.className} ${Math.round(r.right)}`);
      }
      return out.slice(0, 8);
    }, PHONE.width);
    expect(wide).toEqual([]);
  }, 240_000);
});
