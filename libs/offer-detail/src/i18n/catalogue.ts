import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The offer page's messages (the offer detail and landing, its CTA area, the coupon overlays, the flash sale, the savings prompt). */
export const offerDetailCatalogue = defineCatalogue('offer-detail', messages, { hi: () => import('./compiled/hi') });
