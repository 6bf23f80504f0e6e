/* global self */
// The service worker for "your move" notifications (server: apps/server/src/push.ts). A push holds
// { title, body, url, tag } as JSON; clicking the notification focuses the game's tab or opens it.
// It caches nothing: the app itself always comes from the server.

self.addEventListener('push', (event) => {
  let message = { title: 'Initiative', body: 'Your move.', url: '/', tag: 'initiative' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // not JSON: the default text
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((t) => t.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
