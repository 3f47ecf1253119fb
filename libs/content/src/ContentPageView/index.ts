export { ContentPageView } from './ContentPageView';
export type { ContentPageViewProps } from './ContentPageView';
