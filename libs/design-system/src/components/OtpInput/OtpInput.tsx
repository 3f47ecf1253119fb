import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type AriaAttributes, type Ref } from 'react';
import { pickAriaProps } from '../../utils/ariaProps';
import { FieldError, FieldLabel } from '../Field';
import * as styles from './OtpInput.css';

/** Spec §9: one-time codes are six digits. */
export const DEFAULT_OTP_LENGTH = 6;

/** Keeps the digits of a typed, pasted or autofilled code, at most `length` of them. */
export function digitsOnly(raw: string, length = DEFAULT_OTP_LENGTH): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

export interface OtpInputProps extends Omit<AriaAttributes, 'aria-invalid' | 'aria-describedby'> {
  /** Always required; the caller passes the visible text ('Enter OTP'). Read by screen readers either way. */
  label: string;
  hideLabel?: boolean;
  /** Controlled: digits only. Set it to '' to clear the boxes. */
  value: string;
  onChange: (value: string) => void;
  /** Called once with the code when the last digit lands (typed, pasted or autofilled from the SMS). */
  onComplete?: (code: string) => void;
  /** Number of boxes; 6 by default. */
  length?: number;
  /** A message under the boxes; marks the field invalid. */
  error?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** The real input, for focus management (e.g. focusing it when the code has been sent). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time-code field drawn as digit boxes over one real input (input-otp), so SMS autofill
 * (`autocomplete="one-time-code"`), paste, undo and screen readers work as in any text field.
 */
export function OtpInput({
  label,
  hideLabel = false,
  value,
  onChange,
  onComplete,
  length = DEFAULT_OTP_LENGTH,
  error,
  disabled,
  name,
  id,
  ref,
  ...rest
}: OtpInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;

  return (
    <div className={styles.root}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <OTPInput
        {...pickAriaProps(rest)}
        ref={ref}
        id={inputId}
        name={name}
        maxLength={length}
        value={digitsOnly(value, length)}
        onChange={(next: string) => {
          const digits = digitsOnly(next, length);
          onChange(digits);
          // Every change that ends with a full, different code completes it, including a code
          // pasted or autofilled over a wrong one (input-otp's own onComplete fires only when
          // the value grows to full length, so a replaced code would never be checked).
          if (digits.length === length && digits !== digitsOnly(value, length)) onComplete?.(digits);
        }}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={(pasted) => digitsOnly(pasted, length)}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        containerClassName={styles.container}
        render={({ slots }) => (
          // The boxes only mirror the input, which screen readers already read.
          <div className={styles.slots} aria-hidden="true" style={assignInlineVars({ [styles.lengthVar]: String(length) })}>
            {slots.map((slot, index) => (
              <div key={index} className={styles.slot({ active: slot.isActive, invalid: Boolean(error), disabled: Boolean(disabled) })}>
                {slot.char ?? null}
                {slot.hasFakeCaret ? <span className={styles.caret} /> : null}
              </div>
            ))}
          </div>
        )}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
