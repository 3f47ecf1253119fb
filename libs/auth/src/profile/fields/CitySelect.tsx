import type { City } from '@rewards/api-contract';
import { useT } from '@rewards/i18n';
import { authCatalogue } from '../../i18n/catalogue';
import { CityOptions } from './CityOptions';
import { FieldError } from './FieldError';
import * as styles from './fields.css';

export interface CitySelectProps {
  id: string;
  value: string;
  onChange: (city: string) => void;
  /** The list from `cities()`; undefined while it loads. */
  cities: readonly City[] | undefined;
  /** 'City' (in the page's language) unless given. */
  label?: string;
  error?: string;
  /** The list could not be loaded. */
  loadFailed?: boolean;
}

/**
 * A native select of the cities grouped by state: the most dependable picker on phones and with
 * screen readers. The member's current city stays an option even if the list no longer has it.
 */
export function CitySelect({ id, value, onChange, cities, label, error, loadFailed = false }: CitySelectProps) {
  const t = useT(authCatalogue);
  const errorId = `${id}-error`;
  const message = error ?? (loadFailed ? t('city.loadFailedLater') : undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('field.city')}
      </label>
      <select
        id={id}
        className={error ? styles.selectInvalid : styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={!cities}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      >
        <CityOptions cities={cities} value={value} loadFailed={loadFailed} placeholder={t('city.placeholder')} />
      </select>
      <FieldError id={errorId} message={message} />
    </div>
  );
}

