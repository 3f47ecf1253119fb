export { ArticleByline, ArticleCard } from './ArticleCard';
export type { ArticleCardProps } from './ArticleCard';
