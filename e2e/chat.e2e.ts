// Chat in Chromium: Ada writes to the table mentioning Brin; Brin's Chat tab lights up, and the message
// is there with the mention set apart (as text: markup stays text); Brin answers; the spectator sees
// neither and talks with other spectators in their own chat, which the players never see. A reload
// reads the chat back. A seat's menu offers notifications on the device (our service worker registers). Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes, DESKTOP } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { seatedGame } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red' },
  { name: 'Brin', color: 'blue' },
  { name: 'Cyd', color: 'green' },
] as const;

describe('chat in the browser', () => {
  it('a message to the table reaches the other players, not the spectators; theirs stays theirs', async () => {
    const { pageOf, spectator } = await seatedGame(
      h,
      { name: 'Table talk', seats: 3, victoryPoints: 10 },
      SEATS,
    );
    const ada = pageOf('Ada');
    const brin = pageOf('Brin');
    const watcher = spectator.page;
    for (const p of [ada, brin, watcher]) await p.setViewportSize(DESKTOP);
    await expect.poll(() => ada.getByTestId('tab-chat').count()).toBe(1);

    await ada.getByTestId('tab-chat').click();
    await ada.getByTestId('chat-text').fill('@Brin your pick: take <b>Trade</b>?');
    await ada.getByTestId('chat-text').press('Enter');
    await expect.poll(() => ada.getByTestId('chat-message').count()).toBe(1);
    expect(await ada.getByTestId('chat-text').inputValue()).toBe('');

    // Brin, on another tab: the Chat tab says there is something new; the message reads as typed.
    await expect.poll(() => brin.getByTestId('tab-chat').getAttribute('class')).toContain('alert');
    await brin.getByTestId('tab-chat').click();
    const message = brin.getByTestId('chat-message').first();
    await expect.poll(() => message.textContent()).toContain('@Brin your pick: take <b>Trade</b>?');
    expect(await message.getAttribute('class')).toContain('mentions-me');
    expect(await message.locator('b').count()).toBe(0);
    expect(await message.locator('.mention.me').textContent()).toBe('@Brin');
    await expect.poll(() => brin.getByTestId('tab-chat').getAttribute('class')).not.toContain('alert');
    await brin.getByTestId('chat-text').fill('Deal. @Ada you take Politics');
    await brin.getByTestId('chat-send').click();
    await expect.poll(() => ada.getByTestId('chat-message').count()).toBe(2);
    await checkBothSizes(brin, OUTPUT_DIR, 'chat-table', { phoneTab: 'tab-chat' });

    // A mention while the chat is off screen is announced once; reopening the table does not
    // announce it again.
    await ada.getByTestId('tab-players').click();
    await brin.getByTestId('chat-text').fill('@Ada still there?');
    await brin.getByTestId('chat-send').click();
    const mentionToast = ada.locator('.notice', { hasText: 'mentioned you' });
    await expect.poll(() => mentionToast.count()).toBe(1);
    await ada.reload();
    // The chat is read back (the tab lights up: unread on this page), and no toast comes back.
    await expect.poll(() => ada.getByTestId('tab-chat').getAttribute('class')).toContain('alert');
    expect(await mentionToast.count()).toBe(0);

    // The spectator reads nothing of it, and writes to the spectators' chat under a name.
    await watcher.getByTestId('tab-chat').click();
    await expect.poll(() => watcher.getByTestId('chat').textContent()).toContain('Spectators’ chat');
    expect(await watcher.getByTestId('chat-message').count()).toBe(0);
    await watcher.getByTestId('chat-name').fill('Kit');
    await watcher.getByTestId('chat-text').fill('Brin is bluffing');
    await watcher.getByTestId('chat-send').click();
    await expect.poll(() => watcher.getByTestId('chat-message').count()).toBe(1);
    expect(await watcher.getByTestId('chat-message').textContent()).toContain('Kit (spectator)');
    await checkBothSizes(watcher, OUTPUT_DIR, 'chat-spectators', { phoneTab: 'tab-chat' });

    // An empty message cannot be sent; an over-long one is cut at the limit by the box itself.
    await brin.getByTestId('chat-text').fill('   ');
    expect(await brin.getByTestId('chat-send').isDisabled()).toBe(true);

    // Notifications outside the tab: the menu offers them to a seat (not to the spectator), and our
    // service worker is served and registers in this browser (the push service itself is not
    // reachable from here; the server's delivery is tested against a local one).
    await brin.getByTestId('menu').click();
    await expect.poll(() => brin.getByTestId('push-on').count()).toBe(1);
    expect(await brin.getByTestId('push-settings').textContent()).toContain('Notify me on this device');
    const registered = await brin.evaluate(async () => {
      const reg = await navigator.serviceWorker.register('/sw.js');
      return reg.scope;
    });
    expect(registered).toBe(`${h.url}/`);
    await watcher.getByTestId('menu').click();
    expect(await watcher.getByTestId('push-settings').count()).toBe(0);
    await brin.getByTestId('menu').click();

    // After a reload the players' chat is read back, still without the spectator's message.
    await brin.reload();
    await brin.getByTestId('tab-chat').click();
    await expect.poll(() => brin.getByTestId('chat-message').count()).toBe(3);
    expect(await brin.getByTestId('chat-list').textContent()).not.toContain('bluffing');
  });
});
