// The split is a shared rule: the API cuts the home's sections with it too (@rewards/api-contract).
export { compareExclusives, isExclusive, isExclusiveEvent, splitExclusives, type SplitCategories } from '@rewards/api-contract';
