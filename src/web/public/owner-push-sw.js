// The owner's push service worker (decision 176), registered by the admin with scope /admin/.
// Small and CSP-safe: no imports, no eval, nothing cached; it only shows what the shop pushed
// (text, never HTML) and opens the admin page the push names.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const text = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');
  const url = text(data.url, 300);
  event.waitUntil(
    self.registration.showNotification(text(data.title, 120) || 'Shop', {
      body: text(data.body, 300),
      tag: text(data.tag, 100) || undefined,
      icon: '/icon-192.png',
      data: { url: url.startsWith('/admin') ? url : '/admin' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/admin', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/admin'));
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
