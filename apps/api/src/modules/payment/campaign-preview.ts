// A campaign page priced exactly as the public page prices it, for a page that is not (or not yet)
// published: the console's preview of a draft. Same service, same rules, a visitor as the viewer.
import type { Campaign } from '@rewards/api-contract';
import type { AppDb } from '../../db/connection';
import { CampaignService } from './campaign-service';
import { CodeService } from './code-service';
import { PaymentRepository, type CampaignPageRow } from './repository';

export type CampaignPreviews = (page: CampaignPageRow) => Promise<Campaign>;

export function campaignPreviews(db: AppDb, now: () => Date): CampaignPreviews {
  const repository = new PaymentRepository(db);
  const service = new CampaignService(repository, new CodeService(repository, now), now);
  return (page) => service.view(page, null);
}
