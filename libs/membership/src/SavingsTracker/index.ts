export { SavingsTracker, SavingsView } from './SavingsTracker';
export { SAVINGS_ANCHOR, SavingsFrame, SavingsPlaceholder } from './SavingsFrame';
export { chartDescription, MonthlyChart } from './MonthlyChart';
export { earlierSavingsLabel } from './Breakdowns';
