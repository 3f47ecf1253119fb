import { usePartner } from '@rewards/partner';
import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import type { ReactNode } from 'react';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Landing.css';

export const TERMS_PATH = '/tnc';

/**
 * What both co-brand landings share: the partner's picture behind one card with its logo, a heading,
 * the landing's own content, and the terms in a new tab.
 */
export function LandingFrame({ image, title, children }: { image: string; title: string; children: ReactNode }) {
  const partner = usePartner();
  const t = useT(homeCatalogue);
  return (
    <div className={styles.page}>
      <img className={styles.background} src={image} alt="" width={1440} height={900} fetchPriority="high" />
      <section className={styles.card} aria-labelledby="landing-title">
        <Stack space="large" align="center">
          <span className={styles.logo}>
            <img src={partner.iconHref} alt="" width={32} height={32} />
            {partner.brandName}
          </span>
          <h1 id="landing-title" className={styles.title}>
            {title}
          </h1>
          {children}
          <a className={styles.link} href={TERMS_PATH} target="_blank" rel="noopener">
            {t('landing.terms')}
            <span className={styles.visuallyHidden}> {t('landing.newTab')}</span>
          </a>
        </Stack>
      </section>
    </div>
  );
}
