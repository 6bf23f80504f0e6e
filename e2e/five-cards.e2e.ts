// Leadership, Diplomacy, Politics, Trade and Imperial played in real Chromium:
// a four-player game drafts so that the right players hold the cards, plays an
// action phase in which each card is resolved through its form and followed or
// skipped by the others, everyone passes, and a spectator never sees a hidden
// card (the hands' card names, the agenda cards the Politics player looked at).

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StrategyCardId } from '@initiative/rules';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import {
  keepSecrets,
  scoreNothing,
  scriptedSteps,
  seatedGame,
  showsName,
  type DraftingSeat,
} from './table.ts';

const h = useHarness();

// Who holds what: Ada (Yssaril) Leadership + Politics, Brin (Hacan) Diplomacy + Warfare,
// Cyd (Sol) Trade + Technology, Dag (Letnev) Imperial + Construction.
const SEATS = [
  { name: 'Ada', color: 'red', faction: 'yssaril-tribes', cards: ['leadership', 'politics'] },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', cards: ['diplomacy', 'warfare'] },
  { name: 'Cyd', color: 'green', faction: 'federation-of-sol', cards: ['trade', 'technology'] },
  { name: 'Dag', color: 'yellow', faction: 'barony-of-letnev', cards: ['imperial', 'construction'] },
] as const satisfies readonly DraftingSeat[];
type Name = (typeof SEATS)[number]['name'];

describe('the five strategy cards in the browser', () => {
  it('Leadership, Diplomacy, Politics, Trade and Imperial are played and followed or skipped through their forms; a spectator sees no hidden card', async () => {
    const table = await seatedGame(
      h,
      { name: 'Five cards', seats: 4, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    const pages = table.players.map((p) => p.page);
    const spectator = table.spectator.page;
    const page = table.pageOf;
    const seatOf = (name: Name) => SEATS.findIndex((s) => s.name === name);
    const { waitFor, play, skip, draftWanted } = scriptedSteps(spectator, page);
    const ended = async (card: StrategyCardId) =>
      expect.poll(() => spectator.getByTestId(`card-${card}`).textContent()).toContain('Used');
    /** Tactic/fleet/strategy as the players panel labels them, written "t/f/s". */
    const pools = async (name: Name) => {
      const seat = seatOf(name);
      const read = async (pool: string) =>
        (await spectator.getByTestId(`${pool}-${seat}`).textContent()) ?? '';
      return `${await read('tactic')}/${await read('fleet')}/${await read('strategy')}`;
    };

    // Setup: each keeps a secret objective.
    await keepSecrets(pages);

    // Strategy phase: each picker takes their first wanted card still free (the last pick is forced).
    await waitFor(/to pick a strategy card/);
    await draftWanted(SEATS, 7);
    await waitFor(/Waiting for Ada to take an action/);

    // --- Leadership (Ada): spend Retillion's 3 influence for a fourth token. ---
    await play('Ada', 'leadership');
    const ada = page('Ada');
    await ada.getByTestId('leadership-planets-retillion').click();
    await ada.getByTestId('leadership-planets-shalloq').click();
    await expect
      .poll(() => ada.getByTestId('leadership-totals').textContent())
      .toContain('Influence chosen: 5 · tokens bought: 1');
    // Waste is pointed out: 2 influence lost, and Shalloq is not needed.
    await expect
      .poll(() => ada.getByTestId('leadership-warnings').textContent())
      .toContain('2 influence points will be wasted');
    await expect
      .poll(() => ada.getByTestId('leadership-warnings').textContent())
      .toContain('You could leave Shalloq ready');
    await ada
      .getByTestId('strategic-panel')
      .screenshot({ path: path.join(OUTPUT_DIR, 'five-cards-leadership.png') });
    await ada.getByTestId('leadership-planets-shalloq').click();
    await expect.poll(() => ada.getByTestId('leadership-warnings').count()).toBe(0);
    // A wrong distribution is explained and cannot be sent.
    await ada.getByTestId('leadership-pools-tactic').getByRole('button', { name: 'Less tactic' }).click();
    await expect
      .poll(() => ada.getByTestId('leadership-error').textContent())
      .toBe('Place all 4 tokens in your pools (3 placed).');
    expect(await ada.getByTestId('leadership-submit').isDisabled()).toBe(true);
    await ada.getByTestId('leadership-pools-tactic').getByRole('button', { name: 'More tactic' }).click();
    await ada.getByTestId('leadership-submit').click();
    await expect.poll(() => pools('Ada')).toBe('5/4/3');
    // Followers: Brin follows spending nothing; Cyd cannot buy with 2 influence and skips; Dag skips.
    await waitFor(/to follow or skip Leadership/);
    await page('Brin').getByTestId('leadership-submit').click();
    const cyd = page('Cyd');
    await cyd.getByTestId('leadership-planets-jord').click();
    await expect
      .poll(() => cyd.getByTestId('leadership-error').textContent())
      .toBe('You need 3 influence for one token; you chose 2.');
    await skip('Cyd');
    await skip('Dag');
    await ended('leadership');
    expect(await pools('Brin')).toBe('3/3/2');

    // --- Diplomacy (Brin): the Hacan home system, picked on the map. ---
    await play('Brin', 'diplomacy');
    const brin = page('Brin');
    await brin.getByTestId('planet-hercant').click();
    await expect
      .poll(() => brin.getByTestId('diplomacy-system-16').getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() => brin.getByTestId('diplomacy-effect').textContent())
      .toContain('Ada, Cyd, Dag will place a command token');
    await brin.getByTestId('diplomacy-submit').click();
    for (const seat of [0, 2, 3])
      await expect.poll(() => spectator.getByTestId(`token-16-${seat}`).count()).toBe(1);
    // Ada follows: a strategy token to ready Retillion, exhausted by Leadership.
    await waitFor(/to follow or skip Diplomacy/);
    await ada.getByTestId('diplomacy-follow-ready-retillion').click();
    await ada.getByTestId('diplomacy-follow-submit').click();
    await expect.poll(() => pools('Ada')).toBe('5/4/2');
    await skip('Cyd');
    await skip('Dag');
    await ended('diplomacy');

    // --- Imperial (Dag): no objective scored; without Mecatol Rex, a secret objective is drawn. ---
    await play('Dag', 'imperial');
    const dag = page('Dag');
    await expect.poll(() => dag.getByTestId('imperial-form').count()).toBe(1);
    await dag.getByTestId('imperial-none').check();
    expect(await dag.getByTestId('imperial-draw').isChecked()).toBe(true);
    await dag.getByTestId('imperial-submit').click();
    await waitFor(/to follow or skip Imperial/);
    await page('Brin').getByTestId('follow').click();
    await skip('Ada');
    await cyd.getByTestId('follow').click();
    await ended('imperial');
    await expect.poll(() => dag.getByTestId('command-sheet').textContent()).toMatch(/Secret objectives/);

    // --- Trade (Cyd): Dag replenishes for free; the Hacan follow without a token anyway. ---
    await play('Cyd', 'trade');
    await cyd.getByTestId('trade-free-3').check();
    await cyd.getByTestId('trade-submit').click();
    await expect.poll(() => spectator.getByTestId('tg-2').textContent()).toBe('3');
    await waitFor(/to follow or skip Trade/);
    await expect
      .poll(() => dag.getByTestId('trade-cost').textContent())
      .toContain('You were chosen: following is free for you.');
    await expect.poll(() => brin.getByTestId('trade-cost').textContent()).toContain('As the Hacan');
    await expect.poll(() => ada.getByTestId('trade-cost').textContent()).toContain('costs a command token');
    const dagPools = await pools('Dag');
    const brinPools = await pools('Brin');
    await dag.getByTestId('follow').click();
    await brin.getByTestId('follow').click();
    await skip('Ada');
    await ended('trade');
    expect(await pools('Dag')).toBe(dagPools);
    expect(await pools('Brin')).toBe(brinPools);

    // --- Politics (Ada): a new speaker; the Yssaril discard one of three; the agendas are Ada's alone. ---
    await play('Ada', 'politics');
    // The new speaker: someone who is not the speaker now (the first speaker is random).
    let current = -1;
    for (const seat of [0, 1, 2, 3]) {
      if ((await spectator.getByTestId(`player-${seat}`).textContent())?.includes('Speaker')) current = seat;
    }
    const newSpeaker = [2, 1, 3, 0].find((seat) => seat !== current) as number;
    expect(await ada.getByTestId(`politics-speaker-${current}`).count()).toBe(0);
    await ada.getByTestId(`politics-speaker-${newSpeaker}`).click();
    // Choosing is not yet giving the token: it counts once confirmed.
    expect(await spectator.getByTestId(`player-${newSpeaker}`).textContent()).not.toContain('Speaker');
    await ada.getByTestId('politics-speaker-confirm').click();
    await expect.poll(() => spectator.getByTestId(`player-${newSpeaker}`).textContent()).toContain('Speaker');
    // Yssaril: three cards drawn, one to discard, chosen in a dialog before anything else.
    await expect.poll(() => ada.getByTestId('discard-dialog').count()).toBe(1);
    await waitFor(/Ada needs to discard 1 action card/);
    const firstCard = ada.getByTestId('discard-dialog').locator('button.pick').first();
    const discardedName = (await firstCard.textContent()) ?? '';
    expect(await ada.getByTestId('discard-dialog').locator('button.pick').count()).toBe(3);
    await firstCard.click();
    await ada.getByTestId('discard-submit').click();
    await expect.poll(() => ada.getByTestId('discard-dialog').count()).toBe(0);
    // The agenda step: only Ada sees the names; everyone else sees that she is looking.
    await expect.poll(() => ada.getByTestId('politics-agendas').count()).toBe(1);
    const agendaNames = await ada.locator('.agenda-name').allTextContents();
    expect(agendaNames).toHaveLength(2);
    await expect
      .poll(() => spectator.getByTestId('politics-status').textContent())
      .toContain('Ada is secretly looking at the top 2 agenda cards');
    for (const p of [spectator, brin, cyd, dag]) {
      const html = await p.content();
      for (const agenda of agendaNames) expect(html).not.toContain(agenda);
    }
    await ada.getByTestId('politics-bottom-1').check();
    await ada
      .getByTestId('strategic-panel')
      .screenshot({ path: path.join(OUTPUT_DIR, 'five-cards-politics.png') });
    await expect
      .poll(() => ada.getByTestId('politics-result').textContent())
      .toContain(`Bottom of the deck: ${agendaNames[1]}`);
    await ada.getByTestId('politics-submit').click();
    await waitFor(/to follow or skip Politics/);
    await brin.getByTestId('follow').click();
    await cyd.getByTestId('follow').click();
    await skip('Dag');
    await ended('politics');

    // The spectator's page holds no card from any hand, nor the agendas Ada looked at.
    const hidden = new Set<string>(agendaNames);
    for (const p of pages) {
      for (const name of await p.getByTestId('own-hand').locator('.card-name').allTextContents())
        hidden.add(name);
    }
    hidden.delete(discardedName); // the discard pile is public
    hidden.delete('No action cards.');
    expect(hidden.size).toBeGreaterThan(4);
    const spectatorHtml = await spectator.content();
    for (const name of hidden) expect(showsName(spectatorHtml, name), name).toBe(false);
    // Nor the log text that everyone sees.
    const log = (await spectator.getByTestId('log').textContent()) ?? '';
    for (const name of agendaNames) expect(log).not.toContain(name);
    await spectator.screenshot({ path: path.join(OUTPUT_DIR, 'five-cards-spectator.png'), fullPage: true });

    // --- The other three cards (their own forms or one click), everyone skipping; then all pass. ---
    for (const [name, card] of [
      ['Brin', 'warfare'],
      ['Dag', 'construction'],
      ['Cyd', 'technology'],
    ] as const) {
      await play(name, card);
      const p = page(name);
      // The card's own form (its default: build nothing, research nothing, keep the pools), or one click.
      const panel = p.getByTestId('strategic-panel');
      const form = panel.getByTestId(`${card}-submit`);
      if ((await form.count()) > 0) await form.click();
      else await panel.getByTestId('resolve-primary').click();
      for (const other of SEATS) if (other.name !== name) await skip(other.name);
      await ended(card);
    }
    for (const name of ['Ada', 'Brin', 'Dag', 'Cyd'] as const) {
      await waitFor(new RegExp(`Waiting for ${name} to take an action`));
      await page(name).getByTestId('pass').click();
      await page(name).getByTestId('pass-confirm').click();
    }
    await expect.poll(() => spectator.locator('.round-line').textContent()).toMatch(/status phase|Round 2/);

    // The status phase: everyone scores nothing in turn, the Yssaril discard again after the draw,
    // everyone places the two tokens gained; then the next round's strategy phase.
    const roundLine = async () => (await spectator.locator('.round-line').textContent()) ?? '';
    await expect.poll(() => page('Ada').getByTestId('status-panel').count()).toBe(1);
    let statusDiscards = 0;
    for (let i = 0; i < 60 && !(await roundLine()).includes('Round 2'); i++) {
      for (const { name } of SEATS) {
        const p = page(name);
        if ((await p.getByTestId('discard-dialog').count()) > 0) {
          await p.getByTestId('discard-dialog').locator('button.pick').first().click();
          await p.getByTestId('discard-submit').click();
          statusDiscards++;
        } else if ((await p.getByTestId('score-dialog').count()) > 0) {
          await scoreNothing(p);
        } else if ((await p.getByTestId('token-dialog').count()) > 0) {
          const more = p.getByTestId('redistribute-tactic').getByRole('button', { name: 'More tactic' });
          while (await more.isEnabled()) await more.click();
          await p.getByTestId('redistribute-submit').click();
        }
      }
      await spectator.waitForTimeout(200);
    }
    await waitFor(/to pick a strategy card/);
    expect(await roundLine()).toContain('Round 2');
    expect(statusDiscards).toBe(1); // the Yssaril's extra card from the status phase draw
    await spectator.screenshot({ path: path.join(OUTPUT_DIR, 'five-cards-round-2.png'), fullPage: true });
  });
});
