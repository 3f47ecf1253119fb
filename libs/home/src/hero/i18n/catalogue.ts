import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/**
 * The logged-out home's first screen (headline, join block, offer logo cards): a catalogue of its
 * own, so the home route's first download carries these few messages and not the whole library's
 * (the sections below, the feed and the other pages read `homeCatalogue`, which loads with them).
 */
export const heroCatalogue = defineCatalogue('home-hero', messages, { hi: () => import('./compiled/hi') });
