// The grocery site's `/`: activate with a store code, or log in as an enrolled customer.
import { PageMeta } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSearchParams } from 'react-router-dom';
import { RetailLanding } from '../landings/RetailLanding';
import { useLandingApp } from './landingData';

export { createLoader } from './landingData';

export function Component() {
  const partner = usePartner();
  const app = useLandingApp();
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={partner.pageTitle} description={`${partner.labels.footerSubtitle}: activate your membership with your store code.`} canonicalPath="/" />
      <RetailLanding app={app} registerMore={params.get('registerMore') === 'true'} />
    </>
  );
}
