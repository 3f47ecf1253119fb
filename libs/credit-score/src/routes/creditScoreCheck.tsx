import { PageMeta } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { CreditScoreCheck } from '../CreditScoreCheck';
import { CREDIT_CHECK_PATH, PAGE_TITLE, pageDescription } from '../rules/texts';

// The /creditscorecheck route module (its own chunk). Anyone may open it: visitors read what the
// check is and sign in there; the report is fetched only for the signed-in member, in the browser
// (the server renders every page as a visitor), so the module has no loader.

/** What the shell should declare for this route: the usual header, no footer (spec §2 Footer). */
export const handle = { header: 'standard', footer: false } as const;

export function Component() {
  const { brandName } = usePartner();
  return (
    <>
      <PageMeta title={`${PAGE_TITLE} | ${brandName}`} description={pageDescription(brandName)} canonicalPath={CREDIT_CHECK_PATH} />
      <CreditScoreCheck />
    </>
  );
}
