export { definePartner, partnerIds } from './partner';
export type { AppDownloadPromptConfig, PartnerConfig, PartnerId, PartnerInput, PartnerLabels, PartnerLoginVariant, PartnerTheme } from './partner';
export { isPathAllowed } from './allowedPaths';
export { parseSiteEnv } from './env';
export type { SiteEnv } from './env';
export { PartnerProvider, usePartner, useLabels } from './context';
export { CARD_OFFER_PATH, CARD_OFFER_SESSION_KEY, CARD_VARIANT_ROOTS, catalogueRoots, CLAIM_LINK_LABEL, CLAIM_PATH, joinLink, HOME_FEED_PATHS, joinPath, joinsBy, LISTING_ROOTS, memberHomes, PAYMENT_PATH, takesCardOffers, takesPayments } from './paths';
export { coreSite, moreRewardsSite, partnerSites, shopperSite } from './sites';
export type { PartnerSite } from './sites';
