import { themeClass, themeMeta } from '@rewards/design-system/theme-more-rewards';
import { definePartner, moreRewardsSite } from '@rewards/partner';

/** This deployment's partner config: its site data (libs/partner/src/sites) with its theme. */
export const partner = definePartner({ ...moreRewardsSite, theme: { themeClass, brandColor: themeMeta.brandColor } });
