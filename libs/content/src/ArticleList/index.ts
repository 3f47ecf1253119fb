export { ArticleList, LOADING_PLACEHOLDERS } from './ArticleList';
export type { ArticleListProps } from './ArticleList';
