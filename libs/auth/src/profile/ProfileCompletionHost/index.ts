export { ProfileCompletionHost, PROFILE_PROMPT_MODALS, type ProfileCompletionHostProps } from './ProfileCompletionHost';
export { DISMISSED_PROMPTS_KEY, type PromptStorage } from './dismissedPrompts';
