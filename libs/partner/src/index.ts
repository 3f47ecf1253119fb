export { definePartner, partnerIds } from './partner';
export type { PartnerConfig, PartnerId, PartnerInput, PartnerLabels, PartnerLoginVariant, PartnerTheme } from './partner';
export { isPathAllowed } from './allowedPaths';
export { parseSiteEnv } from './env';
export type { SiteEnv } from './env';
export { PartnerProvider, usePartner, useLabels } from './context';
