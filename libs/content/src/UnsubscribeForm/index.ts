export { UnsubscribeForm } from './UnsubscribeForm';
export type { UnsubscribeFormProps } from './UnsubscribeForm';
