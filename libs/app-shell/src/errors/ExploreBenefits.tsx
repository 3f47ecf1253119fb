import { Columns } from '@rewards/design-system';
import { Link } from 'react-router-dom';
import * as styles from './ErrorPage.css';

const benefits = [
  { title: 'Memberships', text: 'Access to six subscriptions: dining, music and news' },
  { title: 'Other Benefits', text: 'Save up to ₹20000 across 25+ brands' },
  { title: 'TP Exclusives', text: 'Special privileges at the best events in town' },
] as const;

/** The 'Explore all benefits' section shared by the 404 and 500 pages. */
export function ExploreBenefits() {
  return (
    <section className={styles.explore} aria-labelledby="explore-benefits-heading">
      <h2 id="explore-benefits-heading" className={styles.exploreHeading}>
        Explore all benefits
      </h2>
      <Columns as="ul" space="standard" minColumnWidth={220} repeat="fit">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <Link to="/" className={styles.exploreLink}>
              <span className={styles.exploreTitle}>{benefit.title}</span>
              <span className={styles.exploreText}>{benefit.text}</span>
            </Link>
          </li>
        ))}
      </Columns>
    </section>
  );
}
