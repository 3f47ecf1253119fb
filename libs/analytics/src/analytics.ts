// The analytics handle the pages use: `track(name, props)` from the first render on, in the
// entry (tiny). Events tracked before `start` wait in memory; `start` (after hydration) loads the
// dispatcher, the adapters the configuration names and web vitals in their own chunks, and hands
// them the waiting events. On the server `track` does nothing.
import type { AdapterConfig } from './adapters/configured';
import type { AnalyticsEnvelope, AnalyticsEventName, CommonPayload, PropsOf, PropValue } from './catalogue';
import type { ConsentStore } from './consent';
import type { Dispatcher, Transport } from './dispatcher';

export interface Analytics {
  track<N extends AnalyticsEventName>(name: N, props: PropsOf<N>): void;
  /** Starts sending (after hydration). Resolves when the dispatcher is ready. */
  start(options: StartOptions): Promise<void>;
  /** Sends what is queued now (tests, and before leaving for the payment gateway). */
  flush(): void;
}

export interface AnalyticsOptions {
  /** The common payload now: read at each `track`, so an event carries the state it happened in. */
  context: () => CommonPayload;
  /** The page's path (window.location.pathname by default). */
  path?: () => string;
  now?: () => Date;
}

export interface StartOptions {
  endpoint: string;
  deviceId: string;
  /** Third-party destinations the configuration enables (none by default); they wait for consent. */
  adapters?: AdapterConfig;
  consent?: ConsentStore;
  transport?: Transport;
  /** Fills in `ftpSource` for events tracked before the attribution store was read. */
  ftpSource?: () => string | null;
  webVitals?: boolean;
}

export function createAnalytics({ context, path, now = () => new Date() }: AnalyticsOptions): Analytics {
  const waiting: AnalyticsEnvelope[] = [];
  let dispatcher: Dispatcher | undefined;
  const currentPath = path ?? (() => window.location.pathname);

  const analytics: Analytics = {
    track(name, props) {
      if (typeof window === 'undefined') return;
      // the dispatcher fits it to the collector's allow-list (unknown props left out, text and the path made safe)
      const envelope: AnalyticsEnvelope = { ...context(), name, at: now().toISOString(), path: currentPath(), props: props as unknown as Record<string, PropValue> };
      if (dispatcher) dispatcher.push(envelope);
      else waiting.push(envelope);
    },
    async start(options) {
      if (dispatcher) return;
      const config = options.adapters ?? {};
      // The adapters' code is fetched only when the configuration names one.
      const [{ createDispatcher }, adapters] = await Promise.all([
        import('./dispatcher'),
        config.ga4MeasurementId || config.metaPixelId ? import('./adapters/configured').then(({ configuredAdapters }) => configuredAdapters(config)) : Promise.resolve([]),
      ]);
      if (dispatcher) return;
      dispatcher = createDispatcher({
        endpoint: options.endpoint,
        deviceId: options.deviceId,
        adapters,
        ...(options.consent ? { consent: options.consent } : {}),
        ...(options.transport ? { transport: options.transport } : {}),
      });
      const source = options.ftpSource?.() ?? null;
      for (const envelope of waiting.splice(0)) dispatcher.push(envelope.ftpSource === null ? { ...envelope, ftpSource: source } : envelope);
      if (options.webVitals !== false) {
        const { startWebVitals } = await import('./webVitals');
        startWebVitals((props) => analytics.track('web_vitals', props));
      }
    },
    flush() {
      dispatcher?.flush();
    },
  };
  return analytics;
}

/** A handle that records nothing: the default outside a site (stories, tests, the server). */
export const noAnalytics: Analytics = {
  track: () => undefined,
  start: async () => undefined,
  flush: () => undefined,
};
