export { CampaignPage } from './CampaignPage';
export type { CampaignPageProps } from './CampaignPage';
