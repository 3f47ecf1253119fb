export { SAVINGS_ERROR, SavingsTracker, SavingsView } from './SavingsTracker';
export { SAVINGS_ANCHOR, SavingsFrame, SavingsPlaceholder } from './SavingsFrame';
export { chartDescription, MonthlyChart } from './MonthlyChart';
export { EARLIER_SAVINGS_LABEL } from './Breakdowns';
