// Analytics' public face: what other modules may use. Anything else in this folder is its own.
export { createAnalyticsModule } from './module';
