// The slots live in the design system so the shell (which loads this lib only lazily) can provide them.
export { BrowsingSlotsProvider, useBrowsingSlots, type BrowsingSlots } from '@rewards/design-system';
