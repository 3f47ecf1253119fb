// The docs' public face: what other modules may use. Anything else in this folder is its own.
export { createDocsModule } from './module';
