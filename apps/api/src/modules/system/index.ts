// System's public face: what other modules may use. Anything else in this folder is its own.
export { createSystemModule } from './module';
