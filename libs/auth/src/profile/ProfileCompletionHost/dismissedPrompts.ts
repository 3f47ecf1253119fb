import { useClock } from '@rewards/clock';
import { useState } from 'react';
import type { ProfileStep } from '../rules/profileCompletion';

/** localStorage key: the prompts the member closed on this device, each with when (epoch ms). */
export const DISMISSED_PROMPTS_KEY = 'rp_profile_prompts_dismissed';
/**
 * A closed city or gender prompt stays closed this long on the device, then asks again: closing it
 * is "not now", and asking on every visit (a new tab, the next day) is nagging.
 */
export const PROMPT_DISMISSED_DAYS = 7;
const DAY_MS = 86_400_000;

export type PromptStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Dismissals = Partial<Record<'city' | 'gender', number>>;

function readDismissals(storage: PromptStorage | undefined): Dismissals {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(DISMISSED_PROMPTS_KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
    const dismissals: Dismissals = {};
    for (const step of ['city', 'gender'] as const) {
      const at = (saved as Record<string, unknown>)[step];
      if (typeof at === 'number' && Number.isFinite(at)) dismissals[step] = at;
    }
    return dismissals;
  } catch {
    return {};
  }
}

/** The prompts closed on this device less than PROMPT_DISMISSED_DAYS before `now`. */
export function readDismissedPrompts(storage: PromptStorage | undefined, now: number): ProfileStep[] {
  return Object.entries(readDismissals(storage))
    .filter(([, at]) => now - at < PROMPT_DISMISSED_DAYS * DAY_MS)
    .map(([step]) => step as ProfileStep);
}

function safeLocalStorage(): PromptStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): dismissals then last until a reload.
    return undefined;
  }
}

/** The dismissed prompts, and a function that dismisses one on this device for PROMPT_DISMISSED_DAYS. */
export function useDismissedPrompts(storage?: PromptStorage): [readonly ProfileStep[], (step: ProfileStep) => void] {
  const clock = useClock();
  const [store] = useState(() => storage ?? safeLocalStorage());
  const [dismissed, setDismissed] = useState(() => readDismissedPrompts(store, clock.now()));
  const dismiss = (step: ProfileStep) => {
    if (step === 'name' || dismissed.includes(step)) return;
    setDismissed([...dismissed, step]);
    try {
      store?.setItem(DISMISSED_PROMPTS_KEY, JSON.stringify({ ...readDismissals(store), [step]: clock.now() }));
    } catch {
      // A full or blocked storage only means the prompt may come back after a reload.
    }
  };
  return [dismissed, dismiss];
}
