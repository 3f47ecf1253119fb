import { Inline } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { authCatalogue } from '../../i18n/catalogue';
import { genderLabel } from '../rules/format';
import { VALID_GENDERS } from '../rules/profileCompletion';
import { FieldError } from './FieldError';
import * as styles from './fields.css';

export interface GenderFieldProps {
  /** Radio inputs of one group share this name; it must be unique on the page. */
  name: string;
  value: string;
  onChange: (gender: string) => void;
  /** The group's name; 'Gender' (in the page's language) unless given. */
  legend?: string;
  error?: string;
  disabled?: boolean;
}

/** Male, Female or Other (sent as M, F and N), as a radio group. */
export function GenderField({ name, value, onChange, legend, error, disabled }: GenderFieldProps) {
  const t = useT(authCatalogue);
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.field} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.label}>{legend ?? t('field.gender')}</legend>
      <Inline space="small">
        {VALID_GENDERS.map((option) => (
          <label key={option} className={styles.option}>
            <input type="radio" className={styles.radio} name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {genderLabel(t, option)}
          </label>
        ))}
      </Inline>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
