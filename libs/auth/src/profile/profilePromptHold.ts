// Places that hold the profile prompts back while they are on the page: the Edit-profile form asks
// the same name, city and gender (the member is answering them there), and a co-brand landing's
// claim outcome must be seen before anything covers it. Once none holds them, a due prompt opens.
import { useEffect, useSyncExternalStore } from 'react';

let holds = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(by: number): void {
  holds += by;
  for (const listener of listeners) listener();
}

/** True while something on the page holds the profile prompts back. */
export function useProfilePromptsHeld(): boolean {
  return useSyncExternalStore(subscribe, () => holds > 0, () => false);
}

/** Holds the profile prompts back while `active` and the caller is mounted. */
export function useHoldProfilePrompts(active = true): void {
  useEffect(() => {
    if (!active) return;
    changed(1);
    return () => changed(-1);
  }, [active]);
}
