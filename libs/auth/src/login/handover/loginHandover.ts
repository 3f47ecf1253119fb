// What a login hands over to the page it lands on (spec §3, "stored client keys": the
// referral-error toast flag and text; §4: the free-trial toast after login). The login leaves the
// page it runs on, so anything it wants said afterwards is written down here and read by a host
// on the next page (@rewards/membership's `PendingToasts`; auth may not import payment).
//
// Notes live in sessionStorage: they belong to this tab's journey, survive the reload a promo
// countdown may cause, and expire after an hour (spec §9: referral toast 1/24 day) so a stale
// note never greets a member on a later visit.

/** The free-trial login ended somewhere other than the trial step: say why, by primeProfile. */
export interface TrialToastNote {
  primeProfile: number;
}

/** A code typed at login could not be applied; `text` is what to say (null: the default text). */
export interface ReferralToastNote {
  text: string | null;
}

/** A code typed at login, to validate (and link, for a referral code) once the member is in. */
export interface LoginCodeNote {
  code: string;
  /**
   * Whether a refusal of the code must be told in a toast: false when the member lands on the
   * payment page with the code as `promo`, which shows the refusal itself.
   */
  announceRefusal: boolean;
}

export interface LoginHandoverNotes {
  trialToast: TrialToastNote;
  referralToast: ReferralToastNote;
  loginCode: LoginCodeNote;
}
export type LoginHandoverKind = keyof LoginHandoverNotes;

export const LOGIN_HANDOVER_KEYS: Readonly<Record<LoginHandoverKind, string>> = {
  trialToast: 'rp_trial_toast',
  referralToast: 'rp_referral_toast',
  loginCode: 'rp_login_code',
};

/** 1/24 day (spec §9, referral error toast). */
export const LOGIN_HANDOVER_TTL_MS = 3_600_000;

/** Dispatched on `window` whenever a note is written or cleared in this tab. */
export const LOGIN_HANDOVER_EVENT = 'rewards:login-handover';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface HandoverOptions {
  storage?: KeyValueStorage | undefined;
  now?: number;
}

function sessionStore(): KeyValueStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOGIN_HANDOVER_EVENT));
}

const isValid: { [K in LoginHandoverKind]: (value: unknown) => value is LoginHandoverNotes[K] } = {
  trialToast: (value): value is TrialToastNote => isRecord(value) && typeof value.primeProfile === 'number',
  referralToast: (value): value is ReferralToastNote => isRecord(value) && (value.text === null || typeof value.text === 'string'),
  loginCode: (value): value is LoginCodeNote => isRecord(value) && typeof value.code === 'string' && value.code !== '' && typeof value.announceRefusal === 'boolean',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function saveLoginHandover<K extends LoginHandoverKind>(kind: K, note: LoginHandoverNotes[K], options: HandoverOptions = {}): void {
  const storage = 'storage' in options ? options.storage : sessionStore();
  const now = options.now ?? Date.now();
  try {
    storage?.setItem(LOGIN_HANDOVER_KEYS[kind], JSON.stringify({ note, expiresAt: now + LOGIN_HANDOVER_TTL_MS }));
  } catch {
    // Storage full or refused (private mode): the note is lost, which only costs a toast.
  }
  announce();
}

/** The note, when one is stored and not expired (an expired or malformed one is removed). */
export function readLoginHandover<K extends LoginHandoverKind>(kind: K, options: HandoverOptions = {}): LoginHandoverNotes[K] | undefined {
  const storage = 'storage' in options ? options.storage : sessionStore();
  const now = options.now ?? Date.now();
  let stored: unknown;
  try {
    const raw = storage?.getItem(LOGIN_HANDOVER_KEYS[kind]);
    if (!raw) return undefined;
    stored = JSON.parse(raw);
  } catch {
    stored = undefined;
  }
  if (isRecord(stored) && typeof stored.expiresAt === 'number' && stored.expiresAt > now && isValid[kind](stored.note)) return stored.note;
  storage?.removeItem(LOGIN_HANDOVER_KEYS[kind]);
  return undefined;
}

export function clearLoginHandover(kind: LoginHandoverKind, options: HandoverOptions = {}): void {
  const storage = 'storage' in options ? options.storage : sessionStore();
  storage?.removeItem(LOGIN_HANDOVER_KEYS[kind]);
  announce();
}

/** Calls `listener` whenever this tab writes or clears a note; returns the unsubscribe. */
export function subscribeLoginHandover(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(LOGIN_HANDOVER_EVENT, listener);
  return () => window.removeEventListener(LOGIN_HANDOVER_EVENT, listener);
}
