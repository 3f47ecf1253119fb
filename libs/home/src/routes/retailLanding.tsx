// The grocery site's `/`: activate with a store code, or log in as an enrolled customer.
import { PageMeta } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSearchParams } from 'react-router-dom';
import { homeCatalogue } from '../i18n/catalogue';
import { RetailLanding } from '../landings/RetailLanding';
import { useLandingApp } from './landingData';

export { createLoader } from './landingData';

export function Component() {
  const partner = usePartner();
  const t = useT(homeCatalogue);
  const app = useLandingApp();
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={partner.pageTitle} description={t('retailLanding.description', { subtitle: partner.labels.footerSubtitle })} canonicalPath="/" />
      <RetailLanding app={app} registerMore={params.get('registerMore') === 'true'} />
    </>
  );
}
