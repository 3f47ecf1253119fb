import { useId, type AriaAttributes, type ChangeEvent, type HTMLInputAutoCompleteAttribute, type KeyboardEvent } from 'react';
import { pickAriaProps } from '../../utils/ariaProps';
import { DEFAULT_DEBOUNCE_MS, MAX_INPUT_LENGTH, sanitiseInput, type TextInputType } from './sanitiseInput';
import { FieldError, FieldLabel } from '../Field';
import * as styles from './TextInput.css';
import { useDebouncedCallback } from './useDebouncedCallback';
import { useHydrated } from '@rewards/platform';

export interface TextInputProps extends Omit<AriaAttributes, 'aria-invalid' | 'aria-describedby'> {
  /** Always required; shown above the field unless `hideLabel`, read by screen readers either way. */
  label: string;
  hideLabel?: boolean;
  value: string;
  /** Receives the value after the rules (stripping, caps); not called for rejected input. */
  onChange: (value: string) => void;
  /** 'numeric' keeps digits only and asks for the numeric keypad. */
  type?: TextInputType;
  /** Input longer than this is rejected, not truncated. Every value is capped at 255 anyway. */
  maxLength?: number;
  /** Characters that are not allowed; they are removed as the member types or pastes. */
  stripPattern?: RegExp;
  noSpaces?: boolean;
  /**
   * Rewrites what the member typed or pasted before the rules apply, e.g. a mobile field drops a
   * pasted +91 so the ten digits fit its limit instead of the whole paste being rejected.
   */
  normalise?: (raw: string) => string;
  /** Enter calls this with the value and never submits a surrounding form. */
  onEnter?: (value: string) => void;
  /** Called once typing has paused for `debounceMs` (default 500 ms). */
  onDebouncedChange?: (value: string) => void;
  debounceMs?: number;
  placeholder?: string;
  name?: string;
  id?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** A message shown under the field; marks the field invalid. */
  error?: string;
  disabled?: boolean;
}

const nativeType: Record<TextInputType, 'text' | 'email' | 'tel' | 'search'> = {
  text: 'text',
  numeric: 'text',
  email: 'email',
  tel: 'tel',
  search: 'search',
};

export function TextInput({
  label,
  hideLabel = false,
  value,
  onChange,
  type = 'text',
  maxLength,
  stripPattern,
  noSpaces,
  normalise,
  onEnter,
  onDebouncedChange,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  placeholder,
  name,
  id,
  autoComplete,
  error,
  disabled,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const hydrated = useHydrated();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const debounced = useDebouncedCallback(onDebouncedChange, debounceMs);
  const shown = value.slice(0, MAX_INPUT_LENGTH);

  const commit = (next: string) => {
    if (next === value) return;
    onChange(next);
    debounced(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = normalise ? normalise(event.target.value) : event.target.value;
    const result = sanitiseInput(raw, { type, maxLength, stripPattern, noSpaces }, shown);
    // When nothing is committed React puts the controlled value back, so rejected or fully
    // stripped input never appears in the field.
    if (!result.rejected) commit(result.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter?.(shown);
  };

  const isCode = type === 'numeric' || type === 'tel' || type === 'email';

  return (
    <div className={styles.root}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        {...pickAriaProps(rest)}
        id={inputId}
        name={name}
        type={nativeType[type]}
        inputMode={type === 'numeric' ? 'numeric' : undefined}
        enterKeyHint={type === 'search' ? 'search' : undefined}
        autoComplete={autoComplete}
        autoCapitalize={isCode ? 'none' : undefined}
        spellCheck={isCode ? false : undefined}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={!hydrated || undefined}
        value={shown}
        onChange={handleChange}
        onBlur={() => commit(shown.trim())}
        onKeyDown={handleKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={styles.input({ invalid: Boolean(error) })}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
