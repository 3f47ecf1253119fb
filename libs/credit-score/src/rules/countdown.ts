// The bureau's code may be sent again 30 s after the last one (the server says exactly when, as
// `resendAvailableAt`); until then the page counts down.
import type { Translate } from '@rewards/i18n';

/** Whole seconds left until `at` (rounded up, so '00:01' shows until the moment itself), never below 0. */
export function secondsUntil(at: string, now: number): number {
  const target = Date.parse(at);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** 25 → '00:25', 75 → '01:15'. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** The line beside Resend while it waits, in the page's language (`t`): 'You can ask for a new code in 00:25'; nothing once it may. */
export function resendWaitText(t: Translate, secondsLeft: number): string | undefined {
  return secondsLeft > 0 ? t('code.wait', { time: formatCountdown(secondsLeft) }) : undefined;
}
