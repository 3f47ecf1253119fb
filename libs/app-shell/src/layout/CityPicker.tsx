import type { City } from '@rewards/api-contract';
import { useOverlay } from '@rewards/platform';
import { lazy, Suspense, useEffect, useState } from 'react';
import * as styles from './Header.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

const CityDialog = lazy(() => import('./city/CityDialog'));

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

/**
 * The header's city selector: a button that opens a dialog with the cities grouped by state. The
 * dialog is the `city_selection_pop_up` overlay (key `header`): opening it closes any other overlay.
 */
export function CityPicker({ city, cities, loadFailed = false, onOpenChange, onSave }: CityPickerProps) {
  const t = useT(shellCatalogue);
  const overlay = useOverlay('city_selection_pop_up', 'header');
  const { show, hide } = overlay;
  const open = overlay.isOpen;
  useEffect(() => hide, [hide]);
  const setOpen = (next: boolean) => (next ? show() : hide());
  // How many times it opened: the dialog's code loads on the first, and each opening gets a fresh
  // dialog (the last one stays mounted for its closing animation).
  const [openings, setOpenings] = useState(0);

  const change = (next: boolean) => {
    setOpen(next);
    if (next) setOpenings((count) => count + 1);
    onOpenChange?.(next);
  };

  return (
    <>
      <button type="button" className={styles.cityButton} aria-haspopup="dialog" aria-label={city ? t('city.change', { city }) : undefined} onClick={() => change(true)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z" fill="currentColor" />
        </svg>
        <span>{city ?? t('city.select')}</span>
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <CityDialog key={openings} open={open} onOpenChange={change} city={city} cities={cities} loadFailed={loadFailed} onSave={onSave} />
        </Suspense>
      )}
    </>
  );
}
