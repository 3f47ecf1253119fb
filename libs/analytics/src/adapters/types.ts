import type { AnalyticsEnvelope } from '../catalogue';

/**
 * A third-party analytics or advertising destination behind the dispatcher. Off by default: the
 * site's configuration names the ones to build, and the dispatcher loads them only after consent.
 */
export interface AnalyticsAdapter {
  readonly id: string;
  /** Loads the vendor's script. Called once, and only when consent has been given. */
  load(): Promise<void>;
  /** Receives each event tracked after it loaded; maps it to the vendor's vocabulary or ignores it. */
  send(event: AnalyticsEnvelope): void;
}

/** Adds a vendor's script to the page once; resolves when it has loaded. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    doc.head.appendChild(script);
  });
}
