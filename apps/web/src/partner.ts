import { themeClass, themeMeta } from '@rewards/design-system/theme-core';
import { definePartner, coreSite } from '@rewards/partner';

/** This deployment's partner config: its site data (libs/partner/src/sites) with its theme. */
export const partner = definePartner({ ...coreSite, theme: { themeClass, brandColor: themeMeta.brandColor } });
