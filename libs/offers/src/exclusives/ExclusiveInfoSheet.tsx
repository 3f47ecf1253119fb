import { formatWholeRupees, type Offer } from '@rewards/api-contract';
import { ButtonLink, Dialog, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { offersCatalogue } from '../i18n/catalogue';
import { offerKeyPoints } from '../offerCard/keyPoints';
import * as styles from './Exclusives.css';

/** The exclusive-offer info sheet is the spec's `tp_exclusive_info` overlay, keyed by the offer's name. */
export const EXCLUSIVE_INFO_OVERLAY = 'tp_exclusive_info';

export interface ExclusiveInfoSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offer: Offer;
  /** The offer's page; absent for a missed event, which leads nowhere. */
  href?: string;
  /** Router navigation for a plain click on 'View offer'. */
  onNavigate?: (href: string) => void;
}

const rupees = (raw: string | undefined) => {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * `tp_exclusive_info`: one exclusive offer or event at a glance, opened from its card's Details:
 * when it is, the member price against the regular price, its key points and a way to its page.
 */
export function ExclusiveInfoSheet({ open, onOpenChange, offer, href, onNavigate }: ExclusiveInfoSheetProps) {
  const t = useT(offersCatalogue);
  const info = offer.extraInfoMap ?? {};
  const when = [info.xclusiveDate, info.xclusiveDuration].filter(Boolean).join(' · ');
  const memberPrice = rupees(info.xclusiveDiscountedPrice);
  const sellingPrice = rupees(info.xclusiveSellingPrice);
  const points = offerKeyPoints(offer);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={offer.header} description={offer.companyName} size="small">
      <Stack space="standard">
        {when || memberPrice !== undefined ? (
          <Stack as="dl" space="small">
            {when ? (
              <div className={styles.panelState}>
                <dt className={styles.panelStateTag}>{t('infoSheet.when')}</dt>
                <dd className={styles.panelStateText}>{when}</dd>
              </div>
            ) : null}
            {memberPrice !== undefined ? (
              <div className={styles.panelState}>
                <dt className={styles.panelStateTag}>{t('infoSheet.memberPrice')}</dt>
                <dd className={styles.panelStateText}>{formatWholeRupees(memberPrice)}</dd>
              </div>
            ) : null}
            {memberPrice !== undefined && sellingPrice !== undefined && sellingPrice > memberPrice ? (
              <div className={styles.panelState}>
                <dt className={styles.panelStateTag}>{t('infoSheet.regularPrice')}</dt>
                <dd className={styles.panelStateText}>{formatWholeRupees(sellingPrice)}</dd>
              </div>
            ) : null}
          </Stack>
        ) : null}
        {points.length > 0 ? (
          <ul className={styles.infoPoints} aria-label={t('infoSheet.keyPoints')}>
            {points.map((point, index) => (
              // Key points have no ids and may repeat; their order is their identity.
              <li key={index}>{point}</li>
            ))}
          </ul>
        ) : null}
        {href ? (
          <ButtonLink href={href} onNavigate={onNavigate} fullWidth>
            {t('infoSheet.viewOffer')}
          </ButtonLink>
        ) : (
          <p className={styles.panelStateText}>{t('infoSheet.over')}</p>
        )}
      </Stack>
    </Dialog>
  );
}
