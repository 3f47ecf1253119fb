import { ButtonLink, PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useNavigate } from 'react-router-dom';
import { ExploreBenefits } from './ExploreBenefits';
import * as styles from './ErrorPage.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

/** The not-found screen: any path a partner does not serve, and /404. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const partner = usePartner();
  const t = useT(shellCatalogue);
  return (
    <div className={styles.page}>
      <Stack space="standard" align="center">
        <PageMeta title={t('notFound.title', { brand: partner.brandName })} description={t('notFound.message')} canonicalPath="/404" noIndex />
        <h1 className={styles.heading}>{t('errors.oops')}</h1>
        <p className={styles.message}>{t('notFound.message')}</p>
        <ButtonLink href="/" variant="primary" size="large" onNavigate={(href) => navigate(href)}>
          {t('errors.takeMeHome')}
        </ButtonLink>
        <ExploreBenefits />
      </Stack>
    </div>
  );
}
