export { SearchPanel, type SearchPanelProps } from './SearchPanel';
export { searchResults, shouldSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from './searchRules';
