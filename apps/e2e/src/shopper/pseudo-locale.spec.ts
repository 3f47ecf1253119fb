import { pseudoLocaleWalks } from '../pseudoLocale';

// Issue 36: every route of the site, nothing in English but names (apps/e2e/src/pseudoLocale.ts).
pseudoLocaleWalks('shopper', ['visitor', 'paid']);
