import type { City } from '@rewards/api-contract';
import { CityOptions } from '@rewards/auth';
import { Button, Dialog, Stack } from '@rewards/design-system';
import { useId, useState, type FormEvent } from 'react';
import * as styles from '../Header.css';
import { useT } from '@rewards/i18n';
import { cityDialogCatalogue } from './i18n/catalogue';

export interface CityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  city: string | null;
  cities: readonly City[] | undefined;
  loadFailed: boolean;
  onSave: (city: string) => Promise<void> | void;
}

/**
 * The city selector's dialog: the cities grouped by state. Loaded only when the selector first opens,
 * so the dialog library stays out of the first visit's JavaScript. The picker mounts a fresh one on
 * each opening, so the choice starts from the current city and no old error lingers.
 */
export default function CityDialog({ open, onOpenChange, city, cities, loadFailed, onSave }: CityDialogProps) {
  const t = useT(cityDialogCatalogue);
  const id = useId();
  const [choice, setChoice] = useState(city ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const message = error ?? (loadFailed ? t('city.loadFailed') : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice || saving) return;
    setSaving(true);
    try {
      await onSave(choice);
      onOpenChange(false);
    } catch {
      setError(t('city.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('city.select')} size="small">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="medium">
          <label htmlFor={`${id}-city`} className={styles.cityLabel}>
            {t('city.label')}
          </label>
          <select
            id={`${id}-city`}
            className={styles.citySelect}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={!cities}
            aria-describedby={message ? `${id}-error` : undefined}
          >
            <CityOptions cities={cities} value={choice} loadFailed={loadFailed} placeholder={t('city.placeholder')} />
          </select>
          {message && (
            <p id={`${id}-error`} className={styles.cityError} role="alert">
              {message}
            </p>
          )}
          <Button type="submit" fullWidth disabled={!choice || saving}>
            {saving ? t('city.saving') : t('city.save')}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
