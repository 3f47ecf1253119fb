export { ContentSections } from './ContentSections';
export type { ContentSectionsProps } from './ContentSections';
