// Registers the site's service worker once the page is alive, and keeps it honest:
// - a new build's worker waits; the member is told and chooses when to reload (updates.ts), and
//   open tabs ask for a new build every hour;
// - a sign-out, here or in another tab, empties the caches that may hold pages and reads.
// Its own chunk (workbox-window), loaded after hydration in production builds only.
import type { SessionStore } from '@rewards/auth';
import { Workbox } from 'workbox-window';
import { clearRuntimeCaches, SERVICE_WORKER_URL } from './caches';
import { announceUpdate } from './updates';

/** How often an open tab asks for a new build (a member who keeps the app open all day still hears of one). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker({ session }: { session: Pick<SessionStore, 'getState' | 'subscribe'> }): Promise<void> {
  let wasMember = session.getState().status === 'loggedIn';
  session.subscribe(() => {
    const member = session.getState().status === 'loggedIn';
    if (wasMember && !member) void clearRuntimeCaches();
    wasMember = member;
  });

  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let asked = false;
  // the new worker took over after this member said yes (here, or in another tab of the site: then
  // this tab reloads when its own prompt is pressed)
  workbox.addEventListener('controlling', () => {
    if (asked) window.location.reload();
  });
  // a worker that was already waiting when this page loaded, or one that installed while it is open
  workbox.addEventListener('waiting', () =>
    announceUpdate(() => {
      asked = true;
      if (registration?.waiting) workbox.messageSkipWaiting();
      else window.location.reload();
    }),
  );
  const registration = await workbox.register();
  if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
