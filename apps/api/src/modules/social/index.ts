// Social login's public face: what other modules may use. Anything else in this folder is its own.
export { createSocialModule, type SocialModuleDeps } from './module';
