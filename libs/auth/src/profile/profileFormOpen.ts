// Whether the member has their Edit-profile form open: the profile prompts ask for the same name,
// city and gender, so none opens over the form (the form is where they are answering them).
import { useEffect, useSyncExternalStore } from 'react';

let openForms = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(by: number): void {
  openForms += by;
  for (const listener of listeners) listener();
}

/** True while an Edit-profile form is on the page. */
export function useProfileFormOpen(): boolean {
  return useSyncExternalStore(subscribe, () => openForms > 0, () => false);
}

/** Marks the calling form open for as long as it is mounted. */
export function useMarkProfileFormOpen(): void {
  useEffect(() => {
    changed(1);
    return () => changed(-1);
  }, []);
}
