export { ExitIntentPrompt } from './ExitIntentPrompt';
export type { ExitIntentPromptProps } from './ExitIntentPrompt';
