// Example partner configs for tests and stories only: each deployment's real site data
// (src/sites/*) with an empty theme class and a neutral colour, because Storybook and tests apply (or
// skip) themes themselves.
import { definePartner, type PartnerConfig, type PartnerId } from './partner';
import { partnerSites } from './sites';

const exampleTheme = { themeClass: '', brandColor: '#000000' };

export const examplePartners: Record<PartnerId, PartnerConfig> = {
  core: definePartner({ ...partnerSites.core, theme: exampleTheme }),
  shopper: definePartner({ ...partnerSites.shopper, theme: exampleTheme }),
  'more-rewards': definePartner({ ...partnerSites['more-rewards'], theme: exampleTheme }),
};

/** The example partner a story renders for: the Storybook toolbar's `partner` global, core by default. */
export function examplePartnerOf(globals: Record<string, unknown>): PartnerConfig {
  const id = globals['partner'];
  return typeof id === 'string' && id in examplePartners ? examplePartners[id as PartnerId] : examplePartners.core;
}
