// The static files' public face: what other modules may use. Anything else in this folder is its own.
export { createStaticModule } from './module';
export { MEDIA_DIR } from './media';
export { staticCaptionsUrl, staticImageUrl, staticVideoUrl } from './urls';
