// The advertising pixel (Meta): page views, add-to-cart and the two conversions. A trial is sent
// with price 0 and quantity 1 (spec §4: "pixel sets free-trial price 0, quantity 1").
import type { AnalyticsEnvelope } from '../catalogue';
import { loadScript, type AnalyticsAdapter } from './types';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; push?: unknown };

export function metaPixelAdapter(pixelId: string, win: Window = window): AnalyticsAdapter {
  const w = win as unknown as { fbq?: Fbq; _fbq?: Fbq };
  return {
    id: 'meta-pixel',
    async load() {
      if (!w.fbq) {
        const queue: unknown[][] = [];
        const fbq: Fbq = (...args: unknown[]) => void queue.push(args);
        fbq.queue = queue;
        fbq.version = '2.0';
        w.fbq = fbq;
        w._fbq = fbq;
      }
      w.fbq('init', pixelId);
      await loadScript('https://connect.facebook.net/en_US/fbevents.js', win.document);
    },
    send(event: AnalyticsEnvelope) {
      const mapped = pixelEvent(event);
      if (mapped) w.fbq?.('track', mapped.name, mapped.data);
    },
  };
}

/** The pixel's standard event for a catalogue event, or null for events the pixel does not take. */
export function pixelEvent(event: AnalyticsEnvelope): { name: string; data: Record<string, unknown> } | null {
  const { props } = event;
  switch (event.name) {
    case 'page_view':
      return { name: 'PageView', data: {} };
    case 'add_to_cart':
      return { name: 'AddToCart', data: { currency: 'INR' } };
    case 'trial_conversion':
      return { name: 'StartTrial', data: { value: 0, currency: 'INR', contents: [{ id: props.variant, quantity: 1, item_price: 0 }] } };
    case 'purchase_conversion':
      return { name: 'Purchase', data: { value: props.amount, currency: 'INR', contents: [{ id: props.variant, quantity: 1, item_price: props.amount }] } };
    default:
      return null;
  }
}
