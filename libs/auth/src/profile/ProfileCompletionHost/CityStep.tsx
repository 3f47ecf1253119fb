import { useQueries } from '@rewards/api-client';
import type { City } from '@rewards/api-contract';
import { Button, Inline, Stack, TextInput } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { cityKey, filterCities } from '../rules/filterCities';
import { profileErrorFor } from '../rules/profileErrors';
import { useUpdateProfile } from '../useUpdateProfile';
import { StepActions } from './StepActions';
import * as styles from './ProfileCompletionHost.css';

/** What the live line says: how many cities match the search, and the chosen city when the search hides it. */
function matchStatus(t: Translate, query: string, count: number, hiddenChoice: string | undefined): string {
  if (query && hiddenChoice !== undefined) return t('city.matchesAndSelected', { count, city: hiddenChoice });
  if (query) return t('city.matches', { count });
  if (hiddenChoice !== undefined) return t('city.selected', { city: hiddenChoice });
  return '';
}

/** A text filter over a radio list of the cities from `cities()`; saving sends the city's name. */
export function CityStep({ onDismiss }: { onDismiss: () => void }) {
  const id = useId();
  const t = useT(authCatalogue);
  const queries = useQueries();
  const cities = useQuery(queries.user.cities());
  const update = useUpdateProfile();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<City | undefined>();
  const [error, setError] = useState<string | undefined>();
  const all = cities.data?.cities ?? [];
  const shown = filterCities(all, query);
  const errorId = `${id}-error`;

  // When the list arrives after the prompt opened, focus is on no field (the dialog, or Close):
  // the search field takes it. A list that was already there leaves focus to the dialog.
  const formRef = useRef<HTMLFormElement>(null);
  const waited = useRef(cities.isPending);
  useEffect(() => {
    if (!cities.isSuccess || !waited.current) return;
    waited.current = false;
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement)) formRef.current?.querySelector('input')?.focus();
  }, [cities.isSuccess]);

  const choose = (city: City) => {
    setSelected(city);
    setError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!selected) {
      setError(t('city.required'));
      return;
    }
    const fields = { city: selected.name };
    update.mutate(fields, { onError: (failure) => setError(profileErrorFor(failure, fields, t).message) });
  };

  if (cities.isPending) {
    return (
      <p className={styles.muted} role="status">
        {t('city.loading')}
      </p>
    );
  }
  if (cities.isError) {
    return (
      <Stack space="standard">
        <p className={styles.error} role="alert">
          {t('city.loadFailed')}
        </p>
        <Inline space="medium" align="end" alignY="center">
          <Button variant="ghost" onClick={onDismiss}>
            {t('action.notNow')}
          </Button>
          <Button onClick={() => void cities.refetch()}>{t('action.tryAgain')}</Button>
        </Inline>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack space="standard">
        <TextInput
          type="search"
          label={t('city.search')}
          placeholder={t('city.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          // Enter picks the only match, and never submits before the member has chosen.
          onEnter={() => {
            if (shown.length === 1 && shown[0]) choose(shown[0]);
          }}
          autoComplete="off"
        />
        <Stack as="fieldset" space="small" aria-describedby={error ? errorId : undefined}>
          <legend className={styles.visuallyHidden}>{t('field.city')}</legend>
          <p className={styles.muted} role="status">
            {matchStatus(t, query.trim(), shown.length, selected && !shown.includes(selected) ? selected.name : undefined)}
          </p>
          {shown.length > 0 ? (
            <ul className={styles.cityList}>
              {shown.map((city) => (
                <li key={cityKey(city)}>
                  <label className={styles.cityOption}>
                    <input type="radio" className={styles.radio} name={`${id}-city`} value={cityKey(city)} checked={selected === city} onChange={() => choose(city)} />
                    <span>{city.name}</span>
                    <span className={styles.cityState}>{city.state}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('city.noMatch', { query: query.trim() })}</p>
          )}
          {error && (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          )}
        </Stack>
        <StepActions onDismiss={onDismiss} saving={update.isPending} />
      </Stack>
    </form>
  );
}
