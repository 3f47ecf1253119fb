// What any call can tell the shell, wherever it was made: the staff session has ended (a 401 from
// any operation), or the page is out of date (ADMIN-CSRF). The shell listens and acts once.
import { createContext, useContext, useEffect, useRef } from 'react';
import type { AdminClient } from '@rewards/api-client/admin';

type Middleware = Parameters<AdminClient['use']>[0];

export type ConsoleSignal = 'session-ended' | 'out-of-date';

export interface ConsoleSignals {
  emit(signal: ConsoleSignal): void;
  subscribe(listener: (signal: ConsoleSignal) => void): () => void;
}

export function createConsoleSignals(): ConsoleSignals {
  const listeners = new Set<(signal: ConsoleSignal) => void>();
  return {
    emit: (signal) => listeners.forEach((listener) => listener(signal)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Every answer 401 (ADMIN-401: no session, or it ended) signals that the session has ended. */
export function sessionEndedMiddleware(signals: ConsoleSignals): Middleware {
  return {
    onResponse({ response }) {
      if (response.status === 401) signals.emit('session-ended');
      return undefined;
    },
  };
}

export const ConsoleSignalsContext = createContext<ConsoleSignals | null>(null);

/** Calls `listener` for each `signal` while the component is mounted. */
export function useConsoleSignal(signal: ConsoleSignal, listener: () => void): void {
  const signals = useContext(ConsoleSignalsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => signals?.subscribe((emitted) => emitted === signal && latest.current()), [signals, signal]);
}
