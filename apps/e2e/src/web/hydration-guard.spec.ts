import { DEV, hydrationWalks } from '../hydrationGuard';

// The core site's hydration guard (../hydrationGuard.ts). On the development servers it is walked as a
// visitor, a paid member and an ended session: the same renderer and routes serve the co-brands,
// which the production walk covers.
hydrationWalks('web', DEV ? ['visitor', 'paid', 'ended'] : ['visitor', 'paid', 'trial', 'card', 'ended']);
