import { Inline } from '@rewards/design-system';
import { GENDER_OPTIONS } from '../rules/format';
import { FieldError } from './FieldError';
import * as styles from './fields.css';

export interface GenderFieldProps {
  /** Radio inputs of one group share this name; it must be unique on the page. */
  name: string;
  value: string;
  onChange: (gender: string) => void;
  legend?: string;
  error?: string;
  disabled?: boolean;
}

/** Male, Female or Other (sent as M, F and N), as a radio group. */
export function GenderField({ name, value, onChange, legend = 'Gender', error, disabled }: GenderFieldProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.field} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.label}>{legend}</legend>
      <Inline space="small">
        {GENDER_OPTIONS.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Inline>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
