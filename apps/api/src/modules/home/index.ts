// Home's public face: what other modules may use. Anything else in this folder is its own.
export { createHomeModule } from './module';
export { DEFAULT_HOME_KEY } from './service';
