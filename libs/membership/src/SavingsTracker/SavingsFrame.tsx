import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, type ReactNode } from 'react';
import { membershipCatalogue } from '../i18n/catalogue';
import * as steps from '../steps/steps.css';
import * as styles from './SavingsTracker.css';

/** The tracker's place on /profile (`/profile#savings`): the savings prompt links here. */
export const SAVINGS_ANCHOR = 'savings';

/** The tracker's section with its heading, whatever state its content is in. */
export function SavingsFrame({ children }: { children: ReactNode }) {
  const id = useId();
  const t = useT(membershipCatalogue);
  return (
    <section id={SAVINGS_ANCHOR} className={`${steps.card} ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <Stack space="standard">
        <h2 id={`${id}-heading`} className={steps.h2}>
          {t('savings.heading')}
        </h2>
        {children}
      </Stack>
    </section>
  );
}

/** What the tracker's place shows while its chunk loads: its heading and a status line. */
export function SavingsPlaceholder() {
  const t = useT(membershipCatalogue);
  return (
    <SavingsFrame>
      <p className={steps.muted} role="status">
        {t('savings.loading')}
      </p>
    </SavingsFrame>
  );
}
