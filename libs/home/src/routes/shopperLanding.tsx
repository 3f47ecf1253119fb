// The department store's `/` for visitors (members are sent to /user-shopper-stop by the session rules).
import { PageMeta } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { homeCatalogue } from '../i18n/catalogue';
import { ShopperLanding } from '../landings/ShopperLanding';
import { useLandingApp } from './landingData';

export { createLoader } from './landingData';

export function Component() {
  const partner = usePartner();
  const t = useT(homeCatalogue);
  const app = useLandingApp();
  return (
    <>
      <PageMeta title={partner.pageTitle} description={t('shopperLanding.description', { subtitle: partner.labels.footerSubtitle })} canonicalPath="/" />
      <ShopperLanding app={app} />
    </>
  );
}
