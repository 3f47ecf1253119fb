// The digital events' public face: what other modules may use. Anything else in this folder is its own.
export { createDigitalEventModule, type DigitalEventModuleDeps } from './module';
