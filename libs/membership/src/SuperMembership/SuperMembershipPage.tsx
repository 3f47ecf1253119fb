import { useSession } from '@rewards/auth';
import { ButtonLink, PageMeta, ScrollTable, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { PriceLabel } from '../components/PriceLabel';
import { membershipCatalogue } from '../i18n/catalogue';
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
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const { data } = useSuspenseQuery(usePaymentQueries().plans());
  const comparison = superComparison(data.plans);
  const isSuperMember = status === 'loggedIn' && user?.variantName === SUPER_VARIANT && user.primeUser;

  return (
    <div className={styles.page}>
      <PageMeta
        title={t('super.meta.title', { brand: partner.brandName })}
        description={t('super.meta.description', { brand: partner.brandName })}
        canonicalPath={SUPER_PAGE_PATH}
      />
      {!comparison ? (
        <Stack space="standard">
          <h1 className={styles.title}>{t('super.title')}</h1>
          <p className={styles.muted}>{t('super.notOnSale')}</p>
        </Stack>
      ) : (
        <Stack space="large">
          <Stack as="header" space="small">
            <h1 className={styles.title}>{comparison.superPlan.variantDisplayName}</h1>
            {comparison.superPlan.description ? <p className={styles.lead}>{comparison.superPlan.description}</p> : null}
            <p className={styles.price}>
              <PriceLabel display={{ ...priceDisplay(t, comparison.superPlan, locale), label: planPriceText(t, comparison.superPlan, locale) }} />
            </p>
          </Stack>
          <section aria-labelledby="super-compare">
            <Stack space="standard">
              <h2 id="super-compare" className={styles.heading}>
                {t('super.adds')}
              </h2>
              <ScrollTable
                caption={comparison.basePlan ? t('super.caption', { plan: comparison.basePlan.variantDisplayName }) : t('super.captionMembership')}
                className={styles.table}
              >
                <thead>
                  <tr>
                    <td />
                    {comparison.basePlan ? <th scope="col">{comparison.basePlan.variantDisplayName}</th> : null}
                    <th scope="col">{comparison.superPlan.variantDisplayName}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{t('super.row.price')}</th>
                    {comparison.basePlan ? <td>{planPriceText(t, comparison.basePlan, locale)}</td> : null}
                    <td>{planPriceText(t, comparison.superPlan, locale)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('super.row.benefits')}</th>
                    {comparison.basePlan ? <td>{t('common.yes')}</td> : null}
                    <td>{t('common.yes')}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('super.row.exclusives')}</th>
                    {comparison.basePlan ? <td>{t('common.no')}</td> : null}
                    <td>{t('common.yes')}</td>
                  </tr>
                </tbody>
              </ScrollTable>
            </Stack>
          </section>
          {isSuperMember ? (
            <p className={styles.lead} role="status">
              {t('super.member')}
            </p>
          ) : (
            <ButtonLink href={SUPER_PAYMENT_URL} onNavigate={(href) => void navigate(href)}>
              {t('super.join')}
            </ButtonLink>
          )}
        </Stack>
      )}
    </div>
  );
}
