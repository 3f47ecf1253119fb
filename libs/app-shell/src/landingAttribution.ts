// Where this visit came from, read once per page load: its own small chunk, which startApp imports
// after hydration so the first screen never waits for it.
export { captureLanding, readAttribution } from '@rewards/api-client/attribution';
