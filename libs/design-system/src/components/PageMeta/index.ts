export { PageMeta, StructuredData, type PageMetaProps } from './PageMeta';
