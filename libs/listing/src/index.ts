// Route modules are imported lazily through the subpath `@rewards/listing/routes/*`; this barrel
// holds the pieces other code may reuse.
export { CategoryChips } from './CategoryChips/CategoryChips';
export { CategoryListingSection, type CategoryListingSectionProps } from './listing';
export { SearchPanel, type SearchPanelProps, shouldSearch, searchResults, SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from './search';
