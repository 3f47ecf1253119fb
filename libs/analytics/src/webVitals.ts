// Web vitals with the web-vitals library, started 1 s after the page's load event (spec §9), each
// reported once as a `web_vitals` event: milliseconds rounded, CLS multiplied by 1000.
import type { AnalyticsCatalogue } from './catalogue';

export const WEB_VITALS_DELAY_MS = 1_000;

type VitalProps = AnalyticsCatalogue['web_vitals'];

/** The event's value for a metric: CLS × 1000, the others as whole milliseconds. */
export function vitalValue(metric: VitalProps['metric'], value: number): number {
  return Math.round(metric === 'CLS' ? value * 1000 : value);
}

export function startWebVitals(report: (props: VitalProps) => void, win: Window = window): void {
  const begin = () =>
    setTimeout(() => {
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
          on((metric) => report({ metric: metric.name, value: vitalValue(metric.name, metric.value), rating: metric.rating, navigationType: metric.navigationType }));
        }
      });
    }, WEB_VITALS_DELAY_MS);
  if (win.document.readyState === 'complete') begin();
  else win.addEventListener('load', begin, { once: true });
}
