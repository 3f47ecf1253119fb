import { useState } from 'react';
import type { ProfileStep } from '../rules/profileCompletion';

/** sessionStorage key: the prompts the member closed during this visit (a new tab asks again). */
export const DISMISSED_PROMPTS_KEY = 'rp_profile_prompts_dismissed';

export type PromptStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readDismissedPrompts(storage: PromptStorage | undefined): ProfileStep[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(DISMISSED_PROMPTS_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((step): step is ProfileStep => step === 'city' || step === 'gender') : [];
  } catch {
    return [];
  }
}

function safeSessionStorage(): PromptStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): dismissals then last until a reload.
    return undefined;
  }
}

/** The dismissed prompts, and a function that dismisses one for the rest of the visit. */
export function useDismissedPrompts(storage?: PromptStorage): [readonly ProfileStep[], (step: ProfileStep) => void] {
  const [store] = useState(() => storage ?? safeSessionStorage());
  const [dismissed, setDismissed] = useState(() => readDismissedPrompts(store));
  const dismiss = (step: ProfileStep) => {
    if (step === 'name' || dismissed.includes(step)) return;
    const next = [...dismissed, step];
    setDismissed(next);
    try {
      store?.setItem(DISMISSED_PROMPTS_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage only means the prompt may come back after a reload.
    }
  };
  return [dismissed, dismiss];
}
