export { CardOfferSessionPrompt, type CardOfferSessionPromptProps } from './CardOfferSessionPrompt';
