import type { City } from '@rewards/api-contract';
import { Button, Dialog } from '@rewards/design-system';
import { useId, useState, type FormEvent } from 'react';
import * as styles from './Header.css';

export const SELECT_CITY_LABEL = 'Select City';
export const CITY_SAVE_FAILED = 'We could not save your city. Please try again.';
export const CITIES_LOAD_FAILED = 'We could not load the list of cities. Please try again later.';

export interface CityPickerProps {
  /** The chosen city; the button reads 'Select City' while there is none. */
  city: string | null;
  /** The list to choose from; undefined while it loads. */
  cities: readonly City[] | undefined;
  loadFailed?: boolean;
  /** Told when the dialog opens (so the list is fetched only then) and closes. */
  onOpenChange?: (open: boolean) => void;
  /** Saves the choice; a rejection keeps the dialog open with an error. */
  onSave: (city: string) => Promise<void> | void;
}

function groupByState(cities: readonly City[]): [string, string[]][] {
  const byState = new Map<string, string[]>();
  for (const city of cities) byState.set(city.state, [...(byState.get(city.state) ?? []), city.name]);
  return [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en-IN'))
    .map(([state, names]) => [state, [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-IN'))]);
}

/** The header's city selector: a button that opens a dialog with the cities grouped by state. */
export function CityPicker({ city, cities, loadFailed = false, onOpenChange, onSave }: CityPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(city ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const message = error ?? (loadFailed ? CITIES_LOAD_FAILED : undefined);

  const change = (next: boolean) => {
    setOpen(next);
    if (next) {
      setChoice(city ?? '');
      setError(undefined);
    }
    onOpenChange?.(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice || saving) return;
    setSaving(true);
    try {
      await onSave(choice);
      change(false);
    } catch {
      setError(CITY_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.cityButton} aria-haspopup="dialog" aria-label={city ? `${city}, change city` : undefined} onClick={() => change(true)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z" fill="currentColor" />
        </svg>
        <span>{city ?? SELECT_CITY_LABEL}</span>
      </button>
      <Dialog open={open} onOpenChange={change} title={SELECT_CITY_LABEL} size="small">
        <form className={styles.cityForm} onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={`${id}-city`} className={styles.cityLabel}>
            City
          </label>
          <select
            id={`${id}-city`}
            className={styles.citySelect}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={!cities}
            aria-describedby={message ? `${id}-error` : undefined}
          >
            <option value="">{cities ? 'Choose your city' : loadFailed ? 'Cities unavailable' : 'Loading cities…'}</option>
            {choice && !cities?.some((known) => known.name === choice) && <option value={choice}>{choice}</option>}
            {groupByState(cities ?? []).map(([state, names]) => (
              <optgroup key={state} label={state}>
                {names.map((name) => (
                  <option key={`${name}|${state}`} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {message && (
            <p id={`${id}-error`} className={styles.cityError} role="alert">
              {message}
            </p>
          )}
          <Button type="submit" fullWidth disabled={!choice || saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
