export { ExclusivesSection, EXCLUSIVES_PATH, EXCLUSIVES_SEGMENT, exclusivesPath, useExclusivesPath, type ExclusivesSectionProps } from './ExclusivesSection';
export { ExclusiveCard, type ExclusiveCardProps } from './ExclusiveCard';
export { splitExclusives, isExclusive, isExclusiveEvent, compareExclusives, type SplitCategories } from './splitExclusives';
export { exclusiveState, exclusiveStateTag, exclusiveStates, offerExclusiveState, parseExclusiveTime, EXCLUSIVE_STATE_TAGS, type ExclusiveState } from '@rewards/api-contract';
