// The app-download prompt's rules (`app_download_prompt`; spec: post-login profile completion and
// "primeProfile 5 users: mobile app banner and app-download prompt"). Pure functions and the
// browser storage they read; the shell's overlay host shows the prompt, the profile prompts step aside.
import type { User } from '@rewards/api-contract';
import type { AppDownloadPromptConfig } from '@rewards/partner';

/** The query parameter that carries a viewport (a banner campaign's) id: no prompt while it is there. */
export const VIEWPORT_ID_PARAM = 'viewportId';

/** localStorage: until when (epoch ms) the prompt stays off on this device after it was shown. */
export const APP_DOWNLOAD_PROMPT_UNTIL_KEY = 'rp_app_download_prompt_until';

/** Once shown (closed or followed), the prompt stays off on the device for 7 days. */
export const APP_DOWNLOAD_PROMPT_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

/** The paid membership's primeProfile. */
const PAID = 5;

export interface AppDownloadPromptInput {
  /** The logged-in member; undefined for visitors and while the session is unknown. */
  user: Pick<User, 'primeProfile' | 'variantName'> | undefined;
  /** The address's viewport id (`?viewportId=`), or null. */
  viewportId: string | null;
  /** The deployment's prompt settings; absent: no prompt on this site. */
  config: AppDownloadPromptConfig | undefined;
  /** Narrower than 768 px (the mobile area the app banner uses too). */
  phone: boolean;
  /** The prompt was shown on this device within the last 7 days (read when the page loaded). */
  snoozed: boolean;
}

/**
 * Whether the app-download prompt applies (and so takes the place of the profile prompts): only
 * with no viewport id, for a paid member (primeProfile 5) whose user variant is in the
 * deployment's applicable list, when the prompt is not disabled; and, as the prompt is for phones
 * and comes at most once a week, only on a phone and when it was not shown in the last 7 days.
 */
export function appDownloadPromptApplies({ user, viewportId, config, phone, snoozed }: AppDownloadPromptInput): boolean {
  if (!user || !config || config.disabled) return false;
  if (viewportId !== null && viewportId.trim() !== '') return false;
  if (user.primeProfile !== PAID) return false;
  if (user.variantName === null || !config.variants.includes(user.variantName)) return false;
  return phone && !snoozed;
}

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** True while the prompt shown last stays off (a marker in the future); false without storage. */
export function appDownloadPromptSnoozed(now: number, storage: Storage | undefined = local()): boolean {
  const until = Number(storage?.getItem(APP_DOWNLOAD_PROMPT_UNTIL_KEY));
  return Number.isFinite(until) && until > now;
}

/** Remembers that the prompt was shown now: it stays off for 7 days. */
export function snoozeAppDownloadPrompt(now: number, storage: Storage | undefined = local()): void {
  try {
    storage?.setItem(APP_DOWNLOAD_PROMPT_UNTIL_KEY, String(now + APP_DOWNLOAD_PROMPT_SNOOZE_MS));
  } catch {
    // Storage full or refused: the prompt may come again on the next visit; nothing else breaks.
  }
}
