import { PageMeta } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { CreditScoreCheck } from '../CreditScoreCheck';
import { creditScoreCatalogue } from '../i18n/catalogue';
import { BUREAU_NAME, CREDIT_CHECK_PATH } from '../rules/texts';

// The /creditscorecheck route module (its own chunk). Anyone may open it: visitors read what the
// check is and sign in there; the report is fetched only for the signed-in member, in the browser
// (the server renders every page as a visitor), so the module has no loader.

/** What the shell should declare for this route: the usual header, no footer (spec §2 Footer). */
export const handle = { header: 'standard', footer: false } as const;

export function Component() {
  const t = useT(creditScoreCatalogue);
  const { brandName } = usePartner();
  return (
    <>
      <PageMeta title={t('page.metaTitle', { brand: brandName })} description={t('page.description', { bureau: BUREAU_NAME, brand: brandName })} canonicalPath={CREDIT_CHECK_PATH} />
      <CreditScoreCheck />
    </>
  );
}
