// Consent for third-party analytics and advertising: unset until the visitor decides. Nothing
// third-party loads unless it is 'granted'. The first-party collector needs none: it keeps no
// personal data (an anonymous device id and the member id only).
export type Consent = 'granted' | 'denied' | 'unset';

export const CONSENT_KEY = 'rp_analytics_consent';
/** Dispatched on window when a consent store of the page records a decision. */
export const CONSENT_EVENT = 'rp:consent';

export interface ConsentStore {
  get(): Consent;
  set(consent: Exclude<Consent, 'unset'>): void;
  subscribe(listener: (consent: Consent) => void): () => void;
}

export function createConsentStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): ConsentStore {
  const listeners = new Set<(consent: Consent) => void>();
  const read = (): Consent => {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : 'unset';
  };
  let current = read();
  // A decision made through another store of this page (this store's own event finds it current).
  if (typeof window !== 'undefined') {
    window.addEventListener(CONSENT_EVENT, (event) => {
      const consent = (event as CustomEvent<Consent>).detail;
      if ((consent !== 'granted' && consent !== 'denied') || consent === current) return;
      current = consent;
      listeners.forEach((listener) => listener(consent));
    });
  }
  return {
    get: () => current,
    set(consent) {
      current = consent;
      storage?.setItem(CONSENT_KEY, consent);
      listeners.forEach((listener) => listener(consent));
      // Other stores of this page (the marketing-profile sync in the API client) hear it too.
      if (typeof window !== 'undefined' && typeof CustomEvent === 'function') window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
