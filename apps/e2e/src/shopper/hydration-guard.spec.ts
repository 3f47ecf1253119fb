import { hydrationWalks } from '../hydrationGuard';

// The shopper site's hydration guard (../hydrationGuard.ts): a core member is a member here too.
hydrationWalks('shopper', ['visitor', 'paid']);
