/**
 * This browser's side of Web Push: the service worker (web/public/sw.js) and the PushManager's
 * subscription. Nothing here asks for permission by itself: only `subscribeDevice`, called from a
 * button, does.
 */

/** Whether this browser can receive pushes at all (secure context, service worker, PushManager). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Registers the service worker (scope `/`); resolves once it is active. */
export async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** The subscription this browser has for the dashboard, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type SubscribeOutcome = { readonly subscription: PushSubscriptionJSON } | { readonly refused: 'denied' };

/** Asks for permission (the browser's prompt), then subscribes with the server's VAPID key. */
export async function subscribeDevice(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { refused: 'denied' };
  const registration = await serviceWorker();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  return { subscription: subscription.toJSON() };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** A name for this device in the list: the browser and system, as the user agent says. */
export function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Firefox\//.test(ua)
    ? 'Firefox'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /Chrom/.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} (${system})` : browser;
}
