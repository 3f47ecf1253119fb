import { useQueries } from '@rewards/api-client';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import * as styles from './Footer.css';

/** The site footer: brand, subtitle, Top Benefits links from the API, opt-out number and copyright. */
export function Footer() {
  const partner = usePartner();
  const queries = useQueries();
  const { data: home } = useQuery(queries.home.data());
  const topBenefits = home?.footer.topBenefitResponse ?? [];
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <img src={partner.iconHref} alt="" width={40} height={40} />
          <div>
            <p className={styles.brandName}>{partner.brandName}</p>
            <p className={styles.subtitle}>{home?.footer.subTitle ?? partner.labels.footerSubtitle}</p>
          </div>
        </div>
        {topBenefits.length > 0 && (
          <nav aria-labelledby="footer-top-benefits" className={styles.topBenefits}>
            <h2 id="footer-top-benefits" className={styles.groupHeading}>
              Top Benefits
            </h2>
            <p className={styles.benefitLine}>
              {topBenefits.map((benefit, index) => (
                <span key={benefit.id}>
                  {index > 0 && <span aria-hidden="true"> | </span>}
                  <Link to={benefit.deeplink.replace(/^\/categories(?=\/)/, partner.categoriesPath)} className={styles.benefitLink}>
                    {benefit.label}
                  </Link>
                </span>
              ))}
            </p>
          </nav>
        )}
        {home?.footer.optOutMissCall && (
          <p className={styles.small}>To stop receiving SMS offers, give a missed call to {home.footer.optOutMissCall}</p>
        )}
        <p className={styles.small}>
          © {year} {partner.brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
