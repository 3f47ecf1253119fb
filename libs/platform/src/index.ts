// What features and the shell share that is not drawn: which overlay is open, the places one
// feature fills in another's page, whether the page has hydrated, the device's app store, and
// JSON safe inside a <script>.
export * from './overlays';
export { BrowsingSlotsProvider, useBrowsingSlots, type BrowsingSlots } from './slots/BrowsingSlots';
export { HydrationProvider, useHydrated } from './hydration/useHydrated';
export { useSettled } from './hydration/useSettled';
export { appDownloadLink } from './device/appLink';
export { jsonForScript } from './jsonForScript';
