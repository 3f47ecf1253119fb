export { CampaignPage } from './CampaignPage';
export type { CampaignPageProps } from './CampaignPage';
export { CampaignView } from './CampaignView';
export type { CampaignViewProps } from './CampaignView';
