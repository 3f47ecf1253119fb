export { SAVINGS_PROMPT_DELAY_MS, SAVINGS_TRACKER_PATH, SavingsPrompt, SavingsPromptDialog, type SavingsPromptProps } from './SavingsPrompt';
export { createSavingsPromptStore, savingsPrompts, type SavingsNote, type SavingsPromptStore } from './savingsPrompts';
