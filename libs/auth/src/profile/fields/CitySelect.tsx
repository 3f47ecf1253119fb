import type { City } from '@rewards/api-contract';
import { FieldError } from './FieldError';
import * as styles from './fields.css';

export interface CitySelectProps {
  id: string;
  value: string;
  onChange: (city: string) => void;
  /** The list from `cities()`; undefined while it loads. */
  cities: readonly City[] | undefined;
  label?: string;
  error?: string;
  /** The list could not be loaded. */
  loadFailed?: boolean;
}

/**
 * A native select of the cities grouped by state: the most dependable picker on phones and with
 * screen readers. The member's current city stays an option even if the list no longer has it.
 */
export function CitySelect({ id, value, onChange, cities, label = 'City', error, loadFailed = false }: CitySelectProps) {
  const errorId = `${id}-error`;
  const message = error ?? (loadFailed ? 'We could not load the list of cities. Please try again later.' : undefined);
  const states = groupByState(cities ?? []);
  const known = cities?.some((city) => city.name === value) ?? false;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
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
        <option value="">{cities ? 'Select your city' : loadFailed ? 'Cities unavailable' : 'Loading cities…'}</option>
        {value && !known && <option value={value}>{value}</option>}
        {states.map(([state, names]) => (
          <optgroup key={state} label={state}>
            {names.map((name) => (
              <option key={`${name}|${state}`} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={errorId} message={message} />
    </div>
  );
}

function groupByState(cities: readonly City[]): [string, string[]][] {
  const byState = new Map<string, string[]>();
  for (const city of cities) byState.set(city.state, [...(byState.get(city.state) ?? []), city.name]);
  return [...byState.entries()].sort(([a], [b]) => a.localeCompare(b, 'en-IN')).map(([state, names]) => [state, [...names].sort((a, b) => a.localeCompare(b, 'en-IN'))]);
}
