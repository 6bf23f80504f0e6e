// Hostile names in a real browser: a game and players named with HTML and
// script are shown as text in every browser, nothing runs, and the page works
// under its content security policy without a single violation.

import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { newPlayer, useHarness } from './harness.ts';
import { createGameInBrowser, keepSecrets, takeSeatOnInvitePage } from './table.ts';

const h = useHarness();

/** The payload from the issue: longer than a name may be (32 characters), so the server refuses it. */
const FULL_PAYLOAD = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
/** The same attacks cut to fit the limits (game name 60, player name 32). */
const GAME_NAME = '<script>__pwned=1</script><img src=x onerror=__pwned=2>';
const NAMES = ['<img src=x onerror=__pwned=2>', '<script>__pwned=1</script>', '"><svg onload=__pwned=3>'];

interface Watched {
  context: BrowserContext;
  page: Page;
  /** CSP violations (reported in the page) and console errors about the policy. */
  violations: string[];
}

async function watched(): Promise<Watched> {
  const { context, page } = await newPlayer(h);
  const violations: string[] = [];
  await context.exposeFunction('__reportViolation', (v: string) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation(v: string): void }).__reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/content security policy|refused to/i.test(m.text())) violations.push(m.text());
  });
  return { context, page, violations };
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

function expectStrictPolicy(res: Response | null): void {
  expect(res?.status()).toBe(200);
  const headers = res?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toBe("script-src 'self'");
  expect(directive('script-src-attr')).toBe("script-src-attr 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('hostile names in the browser', () => {
  it('shows a game and players named with HTML and script as text in every browser, runs none of it, and breaks no rule of the page’s content security policy', async () => {
    // The full payload is refused as a name: too long, not trimmed into something else.
    const refused = await fetch(`${h.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: FULL_PAYLOAD, seats: 3, victoryPoints: 10 }),
    });
    expect(refused.status).toBe(400);

    // The host creates the game through the page, with a hostile game name.
    const host = await watched();
    expectStrictPolicy(await host.page.goto('/'));
    const { inviteUrl, spectateUrl } = await createGameInBrowser(host.page, GAME_NAME, 3);

    const spectator = await watched();
    expectStrictPolicy(await spectator.page.goto(spectateUrl));

    // Three players join through the invite page, typing hostile names.
    const players: Watched[] = [];
    for (const [seat, name] of NAMES.entries()) {
      const p = seat === 0 ? host : await watched();
      expectStrictPolicy(await p.page.goto(inviteUrl));
      await takeSeatOnInvitePage(p.page, seat, { name, color: ['red', 'blue', 'green'][seat] as string });
      players.push(p);
    }
    await host.page.getByRole('button', { name: 'Start game' }).click();
    await keepSecrets(players.map((p) => p.page));
    await expect
      .poll(() => spectator.page.getByTestId('prompt').textContent())
      .toMatch(/to pick a strategy card/);

    // The picker picks: names also reach the log, the prompt bar and the card's holder.
    const promptText = (await spectator.page.getByTestId('prompt').textContent()) ?? '';
    const pickerSeat = NAMES.findIndex((n) => promptText.includes(`Waiting for ${n} to pick`));
    expect(pickerSeat, promptText).toBeGreaterThanOrEqual(0);
    const picker = players[pickerSeat] as Watched;
    const card = (await picker.page
      .locator('.strategy-card.legal')
      .first()
      .getAttribute('data-testid')) as string;
    await picker.page.getByTestId(card).click();
    await expect
      .poll(() => spectator.page.getByTestId(card).getAttribute('data-holder'))
      .toBe(NAMES[pickerSeat]);

    // A reload runs the page from scratch with everything already there.
    await players[1]?.page.reload();
    await expect.poll(() => players[1]?.page.getByTestId('player-1').textContent()).toContain(NAMES[1]);

    for (const w of [spectator, ...players]) {
      const page = w.page;
      // Shown as text: the exact strings are on the page…
      await expect.poll(() => page.locator('.game-name').textContent()).toBe(GAME_NAME);
      for (const [seat, name] of NAMES.entries()) {
        expect(await page.getByTestId(`player-${seat}`).textContent()).toContain(name);
      }
      await expect.poll(() => page.getByTestId('log').textContent()).toContain(`${NAMES[pickerSeat]} picks`);
      // …and none of it became markup or ran.
      expect(await page.locator('img[src="x"], svg[onload], [onerror]').count()).toBe(0);
      expect(await page.locator('script:not([src])').count()).toBe(0);
      expect(await pwned(page)).toBeUndefined();
      expect(w.violations).toEqual([]);
    }
  });
});
