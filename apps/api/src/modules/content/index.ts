// Content's public face: what other modules may use. Anything else in this folder is its own.
export { createContentModule } from './module';
export { relatedArticlesForCategory } from './related';
