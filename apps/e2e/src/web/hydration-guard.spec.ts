import { DEV, hydrationWalks } from '../hydrationGuard';

// The core site's hydration guard (../hydrationGuard.ts). Each kind of session is walked at each
// width once, in one of the two modes (CI's time, docs/testing.md):
// - production: a visitor at both widths (the page micro-cache keeps a phone's copy and a
//   desktop's), each kind of member at the desktop width;
// - development (React reports attribute mismatches there too): a visitor, a paid member and an
//   ended session on the phone. The same renderer and routes serve the co-brands, which the
//   production walk covers.
hydrationWalks('web', DEV ? { phone: ['visitor', 'paid', 'ended'] } : { phone: ['visitor'], desktop: ['visitor', 'paid', 'trial', 'card'] });
