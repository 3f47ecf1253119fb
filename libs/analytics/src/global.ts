// For code outside React (the login flow's plumbing, the shell's session watcher): the handle the
// shell registered. Before that, and on the server, events go nowhere.
import { noAnalytics, type Analytics } from './analytics';

let current: Analytics = noAnalytics;

/** The shell registers the site's handle once, in the browser. */
export function registerAnalytics(analytics: Analytics): void {
  current = analytics;
}

export const trackEvent: Analytics['track'] = (name, props) => current.track(name, props);
