import { hydrationWalks } from '../hydrationGuard';

// The More Rewards site's hydration guard (../hydrationGuard.ts): its own claimed member.
hydrationWalks('more-rewards', ['visitor', 'claimed']);
