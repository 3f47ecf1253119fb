// Google Analytics 4 through gtag.js: every catalogue event as a GA event with its props and the
// common payload as parameters (page views are ours, so GA's automatic one is off).
import type { AnalyticsEnvelope } from '../catalogue';
import { loadScript, type AnalyticsAdapter } from './types';

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export function ga4Adapter(measurementId: string, win: Window = window): AnalyticsAdapter {
  const w = win as unknown as GtagWindow;
  return {
    id: 'ga4',
    async load() {
      w.dataLayer = w.dataLayer ?? [];
      // gtag.js reads the `arguments` objects queued on dataLayer, not arrays.
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object
        w.dataLayer?.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', measurementId, { send_page_view: false });
      await loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`, win.document);
    },
    send(event: AnalyticsEnvelope) {
      const { name, props, at: _at, memberId: _memberId, ...common } = event;
      w.gtag?.('event', name, { ...common, ...flatten(props) });
    },
  };
}

function flatten(props: AnalyticsEnvelope['props']): Record<string, string | number | boolean | null> {
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : (value as string | number | boolean | null)]));
}
