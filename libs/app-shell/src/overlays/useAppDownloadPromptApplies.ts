import { useSession } from '@rewards/auth';
import { breakpoints, useDeferredMediaQuery } from '@rewards/design-system';
import { inAppVisit, usePartner } from '@rewards/partner';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { appDownloadPromptApplies, appDownloadPromptSnoozed, VIEWPORT_ID_PARAM } from './appDownloadPrompt';
import { useClock } from '@rewards/clock';

/** Narrower than 768 px, as the app banner's phones. */
const PHONE_QUERY = `(max-width: ${breakpoints.mobileArea - 0.02}px)`;

/** This tab's sessionStorage; null where the browser refuses it (or on the server). */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** For `useSyncExternalStore` over a fact that never changes while the page is open. */
export const subscribeNever = () => () => {};
const readInApp = () => inAppVisit(tabStorage());

/**
 * The page is open inside the member's mobile app (`?app=` earlier in this tab, kept by startApp):
 * nothing offers them the app they are in. False on the server and while hydrating, like the
 * phone's media query these offers also wait for.
 */
export function useInAppVisit(): boolean {
  return useSyncExternalStore(subscribeNever, readInApp, () => false);
}

/**
 * Whether the app-download prompt applies on this visit (the shell's frame asks once and tells both
 * the prompt's host and the profile prompts). The 7-day snooze is read when the page loads, so the
 * prompt's own showing does not hand the visit back to the profile prompts a moment later. Never
 * inside the member's app (`useInAppVisit`).
 */
export function useAppDownloadPromptApplies(): boolean {
  const { status, user } = useSession();
  const partner = usePartner();
  const { search } = useLocation();
  // Known after hydration, in a transition: read with useSyncExternalStore it re-rendered the
  // overlay hosts synchronously in the page's first hydration task on every phone.
  const phone = useDeferredMediaQuery(PHONE_QUERY);
  const clock = useClock();
  const [snoozed] = useState(() => appDownloadPromptSnoozed(clock.now()));
  const inApp = useInAppVisit();
  return !inApp && appDownloadPromptApplies({
    user: status === 'loggedIn' ? user : undefined,
    viewportId: new URLSearchParams(search).get(VIEWPORT_ID_PARAM),
    config: partner.appDownloadPrompt,
    phone,
    snoozed,
  });
}
