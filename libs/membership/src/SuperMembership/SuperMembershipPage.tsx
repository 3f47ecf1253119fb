import { useSession } from '@rewards/auth';
import { ButtonLink, PageMeta, ScrollTable, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { PriceLabel } from '../components/PriceLabel';
import { priceDisplay } from '../rules/price';
import * as styles from './SuperMembershipPage.css';
import { planPriceText, SUPER_PAGE_PATH, SUPER_PAYMENT_URL, SUPER_VARIANT, superComparison } from './superMembership';

/**
 * /timesprimesuper: the super membership. Its plan on sale (price, length, what it adds to the
 * annual membership, side by side) and JOIN SUPER, which opens the payment page with the super plan
 * chosen (a visitor signs in first and comes back to it). A member who holds super is told so.
 */
export function SuperMembershipPage() {
  const partner = usePartner();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const { data } = useSuspenseQuery(usePaymentQueries().plans());
  const comparison = superComparison(data.plans);
  const isSuperMember = status === 'loggedIn' && user?.variantName === SUPER_VARIANT && user.primeUser;

  return (
    <div className={styles.page}>
      <PageMeta
        title={`Super membership | ${partner.brandName}`}
        description={`The ${partner.brandName} super membership: every benefit of the annual membership plus super-exclusive offers.`}
        canonicalPath={SUPER_PAGE_PATH}
      />
      {!comparison ? (
        <Stack space="standard">
          <h1 className={styles.title}>Super membership</h1>
          <p className={styles.muted}>The super membership is not on sale right now.</p>
        </Stack>
      ) : (
        <Stack space="large">
          <Stack as="header" space="small">
            <h1 className={styles.title}>{comparison.superPlan.variantDisplayName}</h1>
            {comparison.superPlan.description ? <p className={styles.lead}>{comparison.superPlan.description}</p> : null}
            <p className={styles.price}>
              <PriceLabel display={{ ...priceDisplay(comparison.superPlan), label: planPriceText(comparison.superPlan) }} />
            </p>
          </Stack>
          <section aria-labelledby="super-compare">
            <Stack space="standard">
              <h2 id="super-compare" className={styles.heading}>
                What super adds
              </h2>
              <ScrollTable caption={`The super membership beside the ${comparison.basePlan?.variantDisplayName ?? 'membership'}`} className={styles.table}>
                <thead>
                  <tr>
                    <td />
                    {comparison.basePlan ? <th scope="col">{comparison.basePlan.variantDisplayName}</th> : null}
                    <th scope="col">{comparison.superPlan.variantDisplayName}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">Price</th>
                    {comparison.basePlan ? <td>{planPriceText(comparison.basePlan)}</td> : null}
                    <td>{planPriceText(comparison.superPlan)}</td>
                  </tr>
                  <tr>
                    <th scope="row">Every membership benefit</th>
                    {comparison.basePlan ? <td>Yes</td> : null}
                    <td>Yes</td>
                  </tr>
                  <tr>
                    <th scope="row">Super-exclusive offers</th>
                    {comparison.basePlan ? <td>No</td> : null}
                    <td>Yes</td>
                  </tr>
                </tbody>
              </ScrollTable>
            </Stack>
          </section>
          {isSuperMember ? (
            <p className={styles.lead} role="status">
              You are a super member. Your super-exclusive offers are with your other benefits.
            </p>
          ) : (
            <ButtonLink href={SUPER_PAYMENT_URL} onNavigate={(href) => void navigate(href)}>
              JOIN SUPER
            </ButtonLink>
          )}
        </Stack>
      )}
    </div>
  );
}
