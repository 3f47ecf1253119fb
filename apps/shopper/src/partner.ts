import { themeClass, themeMeta } from '@rewards/design-system/theme-shopper';
import { definePartner, shopperSite } from '@rewards/partner';

/** This deployment's partner config: its site data (libs/partner/src/sites) with its theme. */
export const partner = definePartner({ ...shopperSite, theme: { themeClass, brandColor: themeMeta.brandColor } });
