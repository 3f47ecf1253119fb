export { TextInput, type TextInputProps } from './TextInput';
export {
  DEFAULT_DEBOUNCE_MS,
  MAX_INPUT_LENGTH,
  sanitiseInput,
  textInputTypes,
  type InputRules,
  type SanitisedInput,
  type TextInputType,
} from './sanitiseInput';
