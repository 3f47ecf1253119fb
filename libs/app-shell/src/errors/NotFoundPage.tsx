import { ButtonLink, PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useNavigate } from 'react-router-dom';
import { ExploreBenefits } from './ExploreBenefits';
import * as styles from './ErrorPage.css';

/** The not-found screen: any path a partner does not serve, and /404. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const partner = usePartner();
  return (
    <div className={styles.page}>
      <Stack space="standard" align="center">
        <PageMeta title={`Page not found | ${partner.brandName}`} description="ERROR 404. Looks like you went into space and got lost" canonicalPath="/404" noIndex />
        <h1 className={styles.heading}>Oops!</h1>
        <p className={styles.message}>ERROR 404. Looks like you went into space and got lost</p>
        <ButtonLink href="/" variant="primary" size="large" onNavigate={(href) => navigate(href)}>
          TAKE ME HOME
        </ButtonLink>
        <ExploreBenefits />
      </Stack>
    </div>
  );
}
