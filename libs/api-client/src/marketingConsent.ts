// Feeds the marketing profile only after consent (spec §7: "analytics go to a marketing profile
// tool"). The site's consent answer (the analytics and ads banner, `rp_analytics_consent`) is told
// to the API for the signed-in member; the API then queues their profile for the marketing tool,
// where one is configured. Told again when the answer or the member's record changes (a profile
// edit), so the tool gets the changed profile; the API skips a profile it already sent.
import { createConsentStore, type Consent } from '@rewards/analytics/consent';
import type { ApiClient } from './createApiClient';

export const MARKETING_CONSENT_PATH = '/nc/um/user/v1/marketing-consent';

/** What the sync needs of the session store (@rewards/auth's, which this lib may not import). */
export interface ConsentSession {
  getState(): { status: string; accessToken: string | undefined; user: { ssoId?: string | null } | undefined };
  subscribe(listener: () => void): () => void;
}

/** What it needs of the consent store (@rewards/analytics's). */
export interface ConsentSource {
  get(): Consent;
  subscribe(listener: (consent: Consent) => void): () => void;
}

/**
 * Starts telling the API the member's consent; answers a stop function. Nothing is sent for a
 * visitor, a guest, or an undecided visitor; one call per member, answer and member record.
 */
export function syncMarketingConsent(api: ApiClient, session: ConsentSession, consent: ConsentSource = createConsentStore(), memory: Pick<Storage, 'getItem' | 'setItem'> | null = tabStorage()): () => void {
  // Kept for the tab (a hash, not the record), so page loads of the same tab do not tell it again.
  let lastSent: string | undefined = readSafely(memory);
  const remember = (key: string | undefined) => {
    lastSent = key;
    try {
      memory?.setItem(SENT_KEY, key ?? '');
    } catch {
      // storage refused: remembered for this page only
    }
  };
  const sync = () => {
    const state = session.getState();
    const answer = consent.get();
    if (state.status !== 'loggedIn' || !state.accessToken || !state.user?.ssoId || answer === 'unset') return;
    // The user object is replaced on every change of the record: a changed record is worth telling again.
    const key = fingerprint(`${state.user.ssoId}|${answer}|${JSON.stringify(state.user)}`);
    if (key === lastSent) return;
    remember(key);
    const forget = () => {
      if (lastSent === key) remember(undefined); // try again at the next change
    };
    void api.PUT(MARKETING_CONSENT_PATH, { body: { consent: answer } }).then(({ error }) => error && forget(), forget);
  };
  const stops = [session.subscribe(sync), consent.subscribe(sync)];
  sync();
  return () => stops.forEach((stop) => stop());
}

const SENT_KEY = 'rp_marketing_consent_sent';

/** FNV-1a, 32 bits: tells records apart without keeping them. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16);
}

function readSafely(memory: Pick<Storage, 'getItem'> | null): string | undefined {
  try {
    return memory?.getItem(SENT_KEY) || undefined;
  } catch {
    return undefined;
  }
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
