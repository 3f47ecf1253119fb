// The dispatcher: events wait in a queue and go to the first-party collector in batches, with
// `navigator.sendBeacon` when the page is hidden or left (the browser delivers a beacon even as the
// page unloads), or when the queue is full. `fetch` with `keepalive` stands in where a beacon is
// refused (too big, no support). Third-party adapters get each event too, once consent is given
// and their script has loaded. Loaded after hydration, never on the server.
import type { AnalyticsBatch } from '@rewards/api-contract';
import { fitAnalyticsEvent } from '@rewards/api-contract/analytics';
import type { AnalyticsAdapter } from './adapters/types';
import type { AnalyticsEnvelope } from './catalogue';
import type { ConsentStore } from './consent';

/** The collector takes at most 50 events a batch; 20 keeps a beacon far below its 64 KB. */
export const MAX_BATCH = 20;

export interface Transport {
  /** `navigator.sendBeacon`; false when the browser would not queue it. */
  beacon?: (url: string, body: Blob) => boolean;
  fetch?: typeof fetch;
}

export interface DispatcherOptions {
  /** The collector's URL (`/api/events` on the site's own origin). */
  endpoint: string;
  deviceId: string;
  transport?: Transport;
  adapters?: readonly AnalyticsAdapter[];
  consent?: ConsentStore;
  maxBatch?: number;
  /** Where page hide is listened for (the browser's by default; tests pass their own). */
  target?: { window: Pick<Window, 'addEventListener' | 'removeEventListener'>; document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> };
  onAdapterError?: (adapter: string, error: unknown) => void;
}

export interface Dispatcher {
  push(event: AnalyticsEnvelope): void;
  /** Sends what is queued now. */
  flush(): void;
  /** Stops listening (flushes first). */
  stop(): void;
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { endpoint, deviceId } = options;
  const maxBatch = Math.min(options.maxBatch ?? MAX_BATCH, 50);
  const transport: Transport = options.transport ?? browserTransport();
  const target = options.target ?? (typeof window === 'undefined' ? undefined : { window, document });
  let queue: AnalyticsEnvelope[] = [];

  const send = (events: AnalyticsEnvelope[]) => {
    // The envelope's lists are readonly for the pages; the wire type is the same JSON.
    const batch: AnalyticsBatch = { deviceId, events: events as unknown as AnalyticsBatch['events'] };
    const json = JSON.stringify(batch);
    const body = new Blob([json], { type: 'application/json' });
    if (transport.beacon?.(endpoint, body)) return;
    // A refused beacon (over the browser's quota): a keepalive request also outlives the page.
    void transport.fetch?.(endpoint, { method: 'POST', body: json, keepalive: true, headers: { 'content-type': 'application/json' }, credentials: 'same-origin' }).catch(() => undefined);
  };

  const flush = () => {
    while (queue.length > 0) {
      const events = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      send(events);
    }
  };

  // Listened on the document itself (not window's capture phase, where web-vitals reports its last
  // values on hide), so the vitals reported on hide are queued before this flush runs.
  const onVisibility = () => {
    if (target?.document.visibilityState === 'hidden') flush();
  };
  const onPageHide = () => flush();
  target?.document.addEventListener('visibilitychange', onVisibility);
  target?.window.addEventListener('pagehide', onPageHide);

  const adapters = new Map<string, { adapter: AnalyticsAdapter; ready: boolean }>();
  const loadAdapters = () => {
    for (const adapter of options.adapters ?? []) {
      if (adapters.has(adapter.id)) continue;
      const entry = { adapter, ready: false };
      adapters.set(adapter.id, entry);
      adapter.load().then(
        () => {
          entry.ready = true;
        },
        (error: unknown) => options.onAdapterError?.(adapter.id, error),
      );
    }
  };
  if (options.consent?.get() === 'granted') loadAdapters();
  const unsubscribe = options.consent?.subscribe((consent) => {
    if (consent === 'granted') loadAdapters();
  });

  return {
    push(raw) {
      // Fitted to the collector's allow-list here, in the dispatcher's own chunk (its table stays out of
      // the page's first JavaScript): unknown props left out, text and the path made safe.
      const event = fitAnalyticsEvent(raw);
      queue.push(event);
      if (options.consent?.get() === 'granted') {
        for (const { adapter, ready } of adapters.values()) {
          if (!ready) continue;
          try {
            adapter.send(event);
          } catch (error) {
            options.onAdapterError?.(adapter.id, error);
          }
        }
      }
      if (queue.length >= maxBatch) flush();
    },
    flush,
    stop() {
      flush();
      target?.document.removeEventListener('visibilitychange', onVisibility);
      target?.window.removeEventListener('pagehide', onPageHide);
      unsubscribe?.();
    },
  };
}

function browserTransport(): Transport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    ...(nav && typeof nav.sendBeacon === 'function' ? { beacon: (url: string, body: Blob) => nav.sendBeacon(url, body) } : {}),
    ...(typeof fetch === 'function' ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) } : {}),
  };
}
