// Consent for third-party analytics and advertising: unset until the visitor decides. Nothing
// third-party loads unless it is 'granted'. The first-party collector needs none: it keeps no
// personal data (an anonymous device id and the member id only).
export type Consent = 'granted' | 'denied' | 'unset';

export const CONSENT_KEY = 'rp_analytics_consent';

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
  return {
    get: () => current,
    set(consent) {
      current = consent;
      storage?.setItem(CONSENT_KEY, consent);
      listeners.forEach((listener) => listener(consent));
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
