export { PageMeta, StructuredData, type PageMetaProps } from './PageMeta';
export { SiteOriginProvider, useSiteOrigin } from './siteOrigin';
