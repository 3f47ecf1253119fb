import type { CardOffer } from '@rewards/api-client';
import { CARD_OFFER_SESSION_KEY } from '@rewards/partner';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * A checked card, kept for the tab's session (sessionStorage): after the sign-in (which may leave
 * the page or reload it) the flow goes on to the activation options instead of asking for the
 * digits again. Only the card's first 6 digits and the offer are kept, never more of the card.
 */
export interface CardOfferSession {
  cardChannelId: string;
  cardBin: string;
  offer: CardOffer;
  /** The card network verified the card in this tab (the proof itself is the API's HttpOnly cookie). */
  verified?: boolean;
}

export { CARD_OFFER_SESSION_KEY };

/** Where the card session is kept: sessionStorage in the browser, a memory store in tests and stories. */
export type CardSessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): CardSessionStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy settings, sandboxed frames).
    return undefined;
  }
}

function isCardOfferSession(value: unknown): value is CardOfferSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session['cardChannelId'] === 'string' &&
    typeof session['cardBin'] === 'string' &&
    /^\d{6}$/.test(session['cardBin']) &&
    typeof session['offer'] === 'object' &&
    session['offer'] !== null &&
    Array.isArray((session['offer'] as { activationOptions?: unknown }).activationOptions)
  );
}

// Every reader in this tab hears about a save or a clear at once.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readRaw(storage: CardSessionStorage | undefined): string | null {
  try {
    return storage?.getItem(CARD_OFFER_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): CardOfferSession | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isCardOfferSession(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readCardOfferSession(storage: CardSessionStorage | undefined = browserStorage()): CardOfferSession | undefined {
  return parse(readRaw(storage));
}

export function saveCardOfferSession(session: CardOfferSession, storage: CardSessionStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(CARD_OFFER_SESSION_KEY, JSON.stringify(session));
  } catch {
    // A full or blocked storage only costs the member the digits again after a reload.
  }
  notify();
}

export function clearCardOfferSession(storage: CardSessionStorage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(CARD_OFFER_SESSION_KEY);
  } catch {
    // See saveCardOfferSession.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CardOfferSessionControls {
  /** The checked card this tab keeps, if any (undefined on the server). */
  session: CardOfferSession | undefined;
  clear: () => void;
}

/**
 * The tab's card session, re-read whenever the flow saves or clears it. The shell reads it after a
 * reload to reopen the flow where the member left it (a member: `visa_offer_logged_in`).
 */
export function useCardOfferSession(storage?: CardSessionStorage): CardOfferSessionControls {
  const store = storage ?? browserStorage();
  // The raw text is the snapshot (a string compares by value), parsed once per change.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(store),
    () => null,
  );
  const session = useMemo(() => parse(raw), [raw]);
  const clear = useCallback(() => clearCardOfferSession(store), [store]);
  return { session, clear };
}
