export { FaqList } from './FaqList';
export type { FaqListProps } from './FaqList';
