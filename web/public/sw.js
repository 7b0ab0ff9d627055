/*
 * Entente's service worker (plain JS, same-origin: fits `worker-src 'self'`). It shows the pushes
 * the server sends (delivery/push: `{ kind, gameId, title, body, url, tag }`), focuses or opens the
 * game on a click, and keeps the shell and the last-seen "My games" readable offline. It never
 * queues or replays a write: what is sent while offline fails, and the page says it is offline.
 */
const CACHE = 'entente-shell-v1';
const SHELL = ['/', '/icon.svg', '/icons/icon-192.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/*
 * Pages: the network first, the last copy when offline. The page "My games" and its list (the
 * API's GET /api/games…) are kept as last seen; the app's static chunks are immutable, so cached
 * ones are used as they are. Everything else, writes above all, goes to the network only.
 */
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const kept =
    request.mode === 'navigate'
      ? url.pathname === '/'
      : url.pathname.startsWith('/_next/static/') || url.pathname === '/api/games' || url.pathname === '/api/users/me';
  if (!kept) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((res) => {
            if (res.ok) void caches.open(CACHE).then((c) => c.put(request, res.clone()));
            return res;
          }),
      ),
    );
    return;
  }
  event.respondWith(
    fetch(request)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          void caches.open(CACHE).then((c) => c.put(request, copy));
        }
        return res;
      })
      .catch(() =>
        caches.match(request, { ignoreSearch: request.mode !== 'navigate' }).then((hit) => hit || Response.error()),
      ),
  );
});

self.addEventListener('push', (event) => {
  let push;
  try {
    push = event.data ? event.data.json() : null;
  } catch {
    push = null;
  }
  if (!push || typeof push.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body || '',
      tag: push.tag || undefined,
      // A newer "your move" of the same game replaces the older one, and is announced again.
      renotify: Boolean(push.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: push.url || '/', kind: push.kind, gameId: push.gameId },
    }),
  );
});

/*
 * A click on a notification: the game's page, in a window of the dashboard already open (focused,
 * when the browser allows) or in a new one. Only pages of this dashboard are opened; another
 * origin's URL opens "My games". A function of its own, so a test can run it on a notification.
 */
self.openFromNotification = async (notification) => {
  const target = new URL((notification.data && notification.data.url) || '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((w) => w.url === url);
  const other = windows.find((w) => 'navigate' in w);
  const client = same || (other ? await other.navigate(url).catch(() => null) : null);
  if (!client) return self.clients.openWindow(url);
  return client.focus().catch(() => client);
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.openFromNotification(event.notification));
});
