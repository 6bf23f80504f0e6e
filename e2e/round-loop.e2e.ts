// A whole round in real Chromium: a four-player draft, an action phase with a tactical action (a
// system picked on the map, activated, a table edit moving a fighter in, End turn), a component
// action and passes, the status phase (a player claims a public objective, everyone arranges their
// command tokens with +/−) and the second round's draft. Strategic actions, which other e2e files
// drive through their forms, are played here over the socket with the engine's example choices.
// A spectator never sees another player's action cards or secret objectives.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACTION_CARDS_BY_ID, OBJECTIVES_BY_ID, actionCardIdOf, type GameView } from '@initiative/rules';
import { checkBothSizes } from './axe.ts';
import { Bot } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import {
  claimSeats,
  createGameViaApi,
  keepSecrets,
  openPages,
  promptOf as prompt,
  scoreNothing,
  showsName,
  startGame,
  waitForPrompt,
} from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', home: '1' },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan', home: '16' },
  { name: 'Cyd', color: 'green', faction: 'clan-of-saar', home: '11' },
  { name: 'Dag', color: 'yellow', faction: 'embers-of-muaat', home: '4' },
] as const;

interface Game {
  gameId: string;
  spectateUrl: string;
  seatUrls: string[];
  tokens: string[];
  claimable: string;
}

/**
 * A started game whose two revealed stage I objectives include one the app cannot check (so any player
 * may claim it in the status phase). The setup is random; a few tries find one.
 */
async function startedGameWithClaimableObjective(): Promise<Game> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const created = await createGameViaApi(h, {
      name: 'Round loop',
      seats: 4,
      victoryPoints: 10,
      factions: 'chosen',
    });
    const { gameId, spectateUrl } = created;
    const claimed = await claimSeats(h, gameId, SEATS);
    const seatUrls = claimed.map((c) => c.seatUrl);
    const tokens = claimed.map((c) => c.seatToken);
    await startGame(h, created);
    const start = (await (await fetch(`${h.url}/api/games/${gameId}/history/0`)).json()) as {
      view: GameView;
    };
    const claimable = start.view.objectives.revealed.find(
      (id) => OBJECTIVES_BY_ID.get(id)?.requirement.kind === 'claimed',
    );
    if (claimable) return { gameId, spectateUrl, seatUrls, tokens, claimable };
  }
  throw new Error('no game with a claimable objective in 40 tries');
}

describe('a round in the browser', () => {
  it('tactical action with a table edit, passes, the status phase with scoring and token arrangement, into round 2; the spectator sees no hidden card; a winning edit ends the game', async () => {
    const game = await startedGameWithClaimableObjective();
    const pages = (await openPages(h, game.seatUrls)).map((p) => p.page);
    const spectator = (await newPlayer(h)).page;
    await spectator.goto(game.spectateUrl);
    const bots = game.tokens.map((t) => new Bot(h.url, game.gameId, t));
    const page = (seat: number) => pages[seat] as Page;
    const waitFor = (re: RegExp) => waitForPrompt(spectator, re);
    const log = async () => (await spectator.getByTestId('log').textContent()) ?? '';

    // Setup and the draft, in the pages: everyone keeps a secret; pickers take the first card offered.
    await keepSecrets(pages);
    await waitFor(/to pick a strategy card/);
    while (/to pick a strategy card/.test(await prompt(spectator))) {
      const text = await prompt(spectator);
      const picker = SEATS.findIndex((s) => text.includes(`Waiting for ${s.name} to pick`));
      expect(picker, text).toBeGreaterThanOrEqual(0);
      const card = page(picker).locator('.strategy-card.legal').first();
      const id = await card.getAttribute('data-testid');
      await card.click();
      await expect
        .poll(() => spectator.getByTestId(id as string).getAttribute('data-holder'))
        .toBe(SEATS[picker]?.name);
      await expect.poll(() => prompt(spectator)).not.toBe(text);
    }
    await waitFor(/to take an action/);

    // --- A tactical action by the first player, in the page. ---
    const first = (await bots[0]?.view())?.active as number;
    const a = page(first);
    const firstName = SEATS[first]?.name as string;
    const home = SEATS[first]?.home as string;
    // Nothing picked yet: the button says why it cannot be pressed.
    await expect
      .poll(() => a.getByTestId('activate-hint').textContent())
      .toBe('Pick a system on the map to activate it.');
    expect(await a.getByTestId('activate').isDisabled()).toBe(true);
    // Their own home system holds no token yet; Mecatol Rex is picked on the map.
    await a.getByTestId('planet-mecatol-rex').click();
    await expect.poll(() => a.getByTestId('activate').textContent()).toBe('Activate system 18');
    await a.getByTestId('activate').click();
    await expect.poll(() => spectator.getByTestId(`token-18-${first}`).count()).toBe(1);
    await waitFor(new RegExp(`Waiting for ${firstName} to finish their tactical action in system 18`));
    expect(await a.getByTestId('pass').count()).toBe(0);

    // A table edit during the tactical action: a fighter moves from the home system into system 18.
    await a.getByTestId('edits-toggle').click();
    await a.getByTestId('edit-kind').selectOption('move-units');
    await a.getByTestId('edit-from').selectOption(`s:${home}`);
    await a.getByTestId('edit-to').selectOption('s:18');
    await expect.poll(() => a.getByTestId('edit-submit').isDisabled()).toBe(true);
    await a.getByTestId('edit-units-fighter').getByRole('button', { name: 'More Fighter' }).click();
    await a.getByTestId('edit-submit').click();
    await expect
      .poll(log)
      .toContain(
        `Table edit: ${firstName} moves 1 Fighter from the space area of system ${home} to the space area of system 18.`,
      );
    await expect
      .poll(() => spectator.getByTestId(`units-18-space-${first}-fighter`).getAttribute('data-count'))
      .toBe('1');
    // A table edit that does not fit is refused with the reason.
    await a.getByTestId('edit-kind').selectOption('adjust-trade-goods');
    await a.getByTestId('edit-delta').getByRole('button', { name: 'Less change' }).click();
    await a.getByTestId('edit-delta').getByRole('button', { name: 'Less change' }).click();
    await a.getByTestId('edit-submit').click();
    await expect.poll(() => a.getByRole('alert').first().textContent()).toMatch(/would go below zero/);
    await a.screenshot({ path: path.join(OUTPUT_DIR, 'round-loop-tactical.png'), fullPage: true });
    await a.getByTestId('end-turn').click();
    await expect.poll(() => prompt(spectator)).not.toMatch(/tactical action/);

    // --- The rest of the action phase: strategic actions over the socket; a component action and passes in the pages. ---
    let componentDone = false;
    for (let guard = 0; guard < 200; guard++) {
      const views = await Promise.all(bots.map((b) => b.view()));
      const phase = views[0]?.phase;
      if (phase !== 'action') break;
      // Whatever a card or a discard asks of anyone, with the engine's example.
      const asked = views.flatMap((v, seat) =>
        v.legal
          .filter((i) =>
            ['resolve-primary', 'card-choice', 'discard-action-cards', 'return-secret-objective'].includes(
              i.type,
            ),
          )
          .map((i) => ({ seat, i })),
      );
      const followers = views.flatMap((v, seat) =>
        v.legal.filter((i) => i.type === 'skip-secondary').map((i) => ({ seat, i })),
      );
      const next = asked[0] ?? followers[0];
      if (next) {
        await bots[next.seat]?.send(next.i);
        continue;
      }
      const active = views[0]?.active as number;
      const mine = views[active] as GameView;
      const play = mine.legal.find((i) => i.type === 'strategic-action');
      if (play) {
        await bots[active]?.send(play);
        continue;
      }
      // The page of the player whose cards are used: a component action once, then passes.
      const p = page(active);
      await expect
        .poll(() => prompt(p))
        .toMatch(new RegExp(`Waiting for ${SEATS[active]?.name} to take an action`));
      if (!componentDone) {
        componentDone = true;
        await p.getByLabel('Which one').fill('Sling Relay');
        await p.getByTestId('component-other').click();
        await expect
          .poll(log)
          .toContain(`${SEATS[active]?.name} takes a component action using a technology: Sling Relay.`);
        continue;
      }
      await p.getByTestId('pass').click();
      await p.getByTestId('pass-confirm').click();
      await expect.poll(() => spectator.getByTestId(`player-${active}`).textContent()).toContain('Passed');
    }

    // --- The status phase: scoring in initiative order, in the pages. ---
    await waitFor(/Status phase: waiting for .* to score objectives/);
    const order = (await bots[0]?.view())?.status?.order as number[];
    expect(order).toHaveLength(4);
    const scorer = order[0] as number;
    const s = page(scorer);
    await expect.poll(() => s.getByTestId('score-dialog').count()).toBe(1);
    const claimName = OBJECTIVES_BY_ID.get(game.claimable)?.name as string;
    expect(await s.getByTestId('score-dialog').textContent()).toContain('The app cannot check it');
    await s.getByTestId(`score-option-${game.claimable}`).check();
    await s.screenshot({ path: path.join(OUTPUT_DIR, 'round-loop-scoring.png'), fullPage: true });
    await s.getByTestId('score-submit').click();
    await expect
      .poll(log)
      .toContain(
        `${SEATS[scorer]?.name} scores the public objective ${claimName} (claimed; not checked by the app`,
      );
    await expect.poll(() => spectator.getByTestId(`vp-${scorer}`).textContent()).toBe('1');
    for (const seat of order.slice(1)) {
      await waitFor(new RegExp(`waiting for ${SEATS[seat]?.name} to score`));
      await scoreNothing(page(seat));
    }

    // Steps 2–5: a new objective, a card each, tokens back; everyone arranges their sheet with +/−.
    await waitFor(/to arrange their command tokens/);
    await expect.poll(log).toContain('Every command token on the board returns to its reinforcements.');
    expect(await spectator.getByTestId('token-18-' + first).count()).toBe(0);
    for (const [seat, p] of pages.entries()) {
      // Two tokens each; Ada plays the Federation of Sol, whose Versatile gains one more.
      const gain = SEATS[seat]?.faction === 'federation-of-sol' ? 3 : 2;
      await expect.poll(() => p.getByTestId('token-dialog').count()).toBe(1);
      expect(await p.getByTestId('redistribute-submit').isDisabled()).toBe(true);
      await expect.poll(() => p.getByTestId('redistribute-left').textContent()).toBe(`Place ${gain} more.`);
      await p.getByTestId('redistribute-fleet').getByRole('button', { name: 'More fleet' }).click();
      await p.getByTestId('redistribute-strategy').getByRole('button', { name: 'More strategy' }).click();
      if (gain === 3)
        await p.getByTestId('redistribute-tactic').getByRole('button', { name: 'More tactic' }).click();
      await p.getByTestId('redistribute-submit').click();
      await expect.poll(log).toContain(`${SEATS[seat]?.name} gains ${gain} command tokens`);
    }

    // --- Round 2 begins with the speaker's pick. ---
    await waitFor(/to pick a strategy card/);
    await expect.poll(() => spectator.locator('.round-line').textContent()).toContain('Round 2');

    // The spectator's page names no card from anyone's hand and no unscored secret objective.
    const hidden = new Set<string>();
    for (const [seat, p] of pages.entries()) {
      const v = await bots[seat]?.view();
      for (const c of v?.players[seat]?.actionCards ?? [])
        hidden.add(ACTION_CARDS_BY_ID.get(actionCardIdOf(c))?.name ?? c);
      for (const o of v?.players[seat]?.unscoredSecrets ?? []) hidden.add(OBJECTIVES_BY_ID.get(o)?.name ?? o);
      expect(await p.getByTestId('own-hand').count()).toBe(1);
    }
    expect(hidden.size).toBeGreaterThan(4);
    const text = await spectator.evaluate(() => document.body.innerText);
    for (const name of hidden) expect(showsName(text, name), `the spectator sees ${name}`).toBe(false);
    await spectator.screenshot({ path: path.join(OUTPUT_DIR, 'round-loop-round-2.png'), fullPage: true });

    // A victory-point edit that reaches the target ends the game at once: everyone sees the winner.
    const w = page(scorer);
    // (The panel may still be open from the tactical action.)
    if ((await w.getByTestId('edit-kind').count()) === 0) await w.getByTestId('edits-toggle').click();
    await w.getByTestId('edit-kind').selectOption('adjust-victory-points');
    const more = w.getByTestId('edit-delta').getByRole('button', { name: 'More change' });
    for (let i = 1; i < 9; i++) await more.click();
    await expect.poll(() => w.getByTestId('edit-delta-value').textContent()).toBe('9');
    await w.getByTestId('edit-submit').click();
    await expect
      .poll(() => spectator.getByTestId('winner-banner').textContent())
      .toContain(`${SEATS[scorer]?.name} has won the game`);
    await expect.poll(() => w.getByTestId('winner-banner').textContent()).toContain('You have won the game!');
    await expect.poll(() => prompt(spectator)).toBe(`${SEATS[scorer]?.name} has won the game.`);
    expect(await w.getByTestId('edits-toggle').count()).toBe(0);
    await spectator.screenshot({ path: path.join(OUTPUT_DIR, 'round-loop-winner.png'), fullPage: true });

    // The summary under the winner: points and picks by round, and the time each player was waited on.
    const summary = spectator.getByTestId('summary-rounds');
    await expect
      .poll(() => summary.locator('thead th').allTextContents())
      .toEqual(['Player', 'Round 1', 'Round 2', 'Time waited on']);
    const scorerRow =
      (await spectator.getByTestId(`summary-${scorer}`).locator('td').allTextContents()) ?? [];
    expect(scorerRow[0]).toMatch(/^1 VP/); // the public objective claimed in the status phase
    expect(scorerRow[1]).toMatch(/^10 VP/);
    for (const seat of SEATS.keys()) {
      const cells = await spectator.getByTestId(`summary-${seat}`).locator('td').allTextContents();
      expect(cells[0], `${SEATS[seat]?.name}'s round-1 pick`).toMatch(
        /VP(Leadership|Diplomacy|Politics|Trade|Construction|Warfare|Technology|Imperial)/,
      );
      expect(cells[2]).toMatch(/^\d+ (s|min)$/);
    }
    expect(await spectator.getByTestId('vp-chart').count()).toBe(1);
    await checkBothSizes(spectator, OUTPUT_DIR, 'game-summary', { phoneTab: 'tab-act' });
    for (const b of bots) b.close();
  });

  it('with edits needing approval, a player asks, the host (who also holds a seat) approves one edit and rejects another', async () => {
    const created = await createGameViaApi(h, {
      name: 'Approvals',
      seats: 3,
      victoryPoints: 10,
      options: { editsNeedApproval: true },
    });
    const { gameId, hostUrl } = created;
    // The seats are claimed by name and colour only; the game deals them random factions.
    const seats = await claimSeats(
      h,
      gameId,
      SEATS.slice(0, 3).map(({ name, color }) => ({ name, color })),
    );
    await startGame(h, created);
    const bots = seats.map((x) => new Bot(h.url, gameId, x.seatToken));
    for (const b of bots) {
      const keep = (await b.view()).legal.find((i) => i.type === 'keep-secret-objective');
      if (keep) await b.send(keep);
    }
    // The host's browser keeps the host link and plays seat 1 (Ada); Brin plays in another browser.
    const host = (await newPlayer(h)).page;
    await host.goto(hostUrl);
    await host.waitForURL(`${h.url}/g/${gameId}`);
    await host.goto(seats[0]?.seatUrl as string);
    await expect.poll(() => host.getByTestId('player-0').textContent()).toContain('you');
    const brin = (await newPlayer(h)).page;
    await brin.goto(seats[1]?.seatUrl as string);
    await expect.poll(() => prompt(brin)).toMatch(/to pick a strategy card/);

    const ask = async () => {
      if ((await brin.getByTestId('edit-kind').count()) === 0) await brin.getByTestId('edits-toggle').click();
      await brin.getByTestId('edit-kind').selectOption('adjust-trade-goods');
      await expect.poll(() => brin.getByTestId('edit-submit').textContent()).toBe('Ask the host');
      await brin.getByTestId('edit-submit').click();
    };
    // Factions are random here: the Council Keleres start the strategy phase with a trade good.
    const before = Number(await brin.getByTestId('tg-1').textContent());
    await ask();
    await expect
      .poll(() => host.getByTestId('pending-edit-1').textContent())
      .toContain('Brin changes their trade goods by +1');
    expect(await brin.getByTestId('approve-edit-1').count()).toBe(0); // only the host may approve
    expect(await brin.getByTestId('tg-1').textContent()).toBe(String(before));
    await host.getByTestId('approve-edit-1').click();
    await expect.poll(() => brin.getByTestId('tg-1').textContent()).toBe(String(before + 1));
    await expect
      .poll(() => brin.getByTestId('log').textContent())
      .toContain('The host approves edit #1: Brin changes their trade goods by +1');
    expect(await brin.getByTestId('pending-edits').count()).toBe(0);

    await ask();
    await expect.poll(() => host.getByTestId('pending-edit-2').count()).toBe(1);
    await host.getByTestId('reject-edit-2').click();
    await expect.poll(() => brin.getByTestId('log').textContent()).toContain('The host rejects edit #2');
    expect(await brin.getByTestId('tg-1').textContent()).toBe(String(before + 1));
    for (const b of bots) b.close();
  });
});
