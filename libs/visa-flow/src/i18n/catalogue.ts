import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The card-linked (Visa) offer's messages: its popups, the card digits and Benefits & Subscriptions. */
export const visaFlowCatalogue = defineCatalogue('visa-flow', messages, { hi: () => import('./compiled/hi') });
