import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/**
 * The design system's own words (a dialog's Close, a carousel's arrows and dots, an offer card's
 * badges and toggles, the app-install prompt): never the text a caller passes in.
 */
export const designSystemCatalogue = defineCatalogue('design-system', messages, { hi: () => import('./compiled/hi') });
