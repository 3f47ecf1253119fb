import type { PartnerId } from '../partner';
import { coreSite } from './core';
import { moreRewardsSite } from './moreRewards';
import type { PartnerSite } from './site';
import { shopperSite } from './shopper';

export { coreSite, moreRewardsSite, shopperSite };
export type { PartnerSite };

/** Every deployment's site data, by id. */
export const partnerSites: Readonly<Record<PartnerId, PartnerSite>> = { core: coreSite, shopper: shopperSite, 'more-rewards': moreRewardsSite };
