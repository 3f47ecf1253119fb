import { Columns } from '@rewards/design-system';
import { Link } from 'react-router-dom';
import * as styles from './ErrorPage.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

// i18n-keys: explore.membershipsTitle explore.membershipsText explore.otherTitle explore.otherText explore.exclusivesTitle explore.exclusivesText
const benefits = ['memberships', 'other', 'exclusives'] as const;

/** The 'Explore all benefits' section shared by the 404 and 500 pages. */
export function ExploreBenefits() {
  const t = useT(shellCatalogue);
  return (
    <section className={styles.explore} aria-labelledby="explore-benefits-heading">
      <h2 id="explore-benefits-heading" className={styles.exploreHeading}>
        {t('explore.heading')}
      </h2>
      <Columns as="ul" space="standard" minColumnWidth={220} repeat="fit">
        {benefits.map((benefit) => (
          <li key={benefit}>
            <Link to="/" className={styles.exploreLink}>
              <span className={styles.exploreTitle}>{t(`explore.${benefit}Title`)}</span>
              <span className={styles.exploreText}>{t(`explore.${benefit}Text`)}</span>
            </Link>
          </li>
        ))}
      </Columns>
    </section>
  );
}
