// The "new version" state the service worker's registration (register.ts, loaded after hydration)
// reports and the frame's prompt (UpdatePrompt) shows: a few lines in the entry, the rest lazy.
import { useSyncExternalStore } from 'react';

type Listener = () => void;
let apply: (() => void) | null = null;
const listeners = new Set<Listener>();

/** The registration found a new build's worker waiting: `activate` makes it take over and reloads. */
export function announceUpdate(activate: (() => void) | null): void {
  apply = activate;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's activation, or null while there is none (and on the server). */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
}
