// The public entry point of @rewards/content: reusable content pieces. The pages themselves are the
// lazy route modules under `@rewards/content/routes/*`, which the shell registers.
export { ContentSections } from './ContentSections';
export type { ContentSectionsProps } from './ContentSections';
export { ArticleCard } from './ArticleCard';
export type { ArticleCardProps } from './ArticleCard';
export { FaqList } from './FaqList';
export type { FaqListProps } from './FaqList';
export { faqStructuredData } from './rules/faqStructuredData';
export { formatContentDate } from './rules/formatContentDate';
export { GENERAL_TERMS, REFERRAL_TERMS, TERMS_FALLBACK_PATH, pageNameFromPath, termsPageFromPath } from './rules/contentPaths';
export type { TermsPage } from './rules/contentPaths';
