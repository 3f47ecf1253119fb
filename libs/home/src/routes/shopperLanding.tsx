// The department store's `/` for visitors (members are sent to /user-shopper-stop by the session rules).
import { PageMeta } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { ShopperLanding } from '../landings/ShopperLanding';
import { useLandingApp } from './landingData';

export { createLoader } from './landingData';

export function Component() {
  const partner = usePartner();
  const app = useLandingApp();
  return (
    <>
      <PageMeta title={partner.pageTitle} description={`${partner.labels.footerSubtitle}: claim the membership your store enrolled you for.`} canonicalPath="/" />
      <ShopperLanding app={app} />
    </>
  );
}
