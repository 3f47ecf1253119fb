import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The snackbar's words: on every page (the update and connectivity prompts), so apart from the design system's others, which load with the components that use them. */
export const snackbarCatalogue = defineCatalogue('design-system-snackbar', messages, { hi: () => import('./compiled/hi') });
