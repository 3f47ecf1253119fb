import type { City } from '@rewards/api-contract';
import { useT } from '@rewards/i18n';
import { authCatalogue } from '../../i18n/catalogue';

export interface CityOptionsProps {
  /** The list from `cities()`; undefined while it loads. */
  cities: readonly City[] | undefined;
  /** The select's current value: kept as an option even when the list no longer has it. */
  value: string;
  /** The list could not be loaded. */
  loadFailed: boolean;
  /** The empty choice's text once the list is there ('Select your city'), in the page's language. */
  placeholder: string;
}

/**
 * A city select's options, shared by the profile's field and the header's city dialog: the empty
 * choice (or why there is no list yet, in the page's language), the current city if the list lacks
 * it, then the cities grouped by state, both in Indian English order (their names are the API's).
 */
export function CityOptions({ cities, value, loadFailed, placeholder }: CityOptionsProps) {
  const t = useT(authCatalogue);
  return (
    <>
      <option value="">{cities ? placeholder : loadFailed ? t('city.unavailable') : t('city.loading')}</option>
      {value && !cities?.some((city) => city.name === value) && <option value={value}>{value}</option>}
      {groupByState(cities ?? []).map(([state, names]) => (
        <optgroup key={state} label={state}>
          {names.map((name) => (
            <option key={`${name}|${state}`} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

function groupByState(cities: readonly City[]): [string, string[]][] {
  const byState = new Map<string, string[]>();
  for (const city of cities) byState.set(city.state, [...(byState.get(city.state) ?? []), city.name]);
  return [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en-IN'))
    .map(([state, names]) => [state, [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-IN'))]);
}
