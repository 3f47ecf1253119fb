import { Button, Dialog, Inline, Stack } from '@rewards/design-system';
import { useOverlay } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePaymentQueries } from '../api/usePaymentApi';
import * as styles from '../steps/steps.css';

/**
 * The payment offers sheet (spec §2, panel payment_offers): bank and wallet offers the gateway
 * may apply. A bottom sheet on phones, a centred modal from 1024 px (the design-system Dialog).
 * Shows nothing when there are no offers or they fail to load (offers are extras, never a blocker).
 * The `payment_offers` overlay: opening it closes any other overlay. Its title is `title` when given
 * (a campaign's header), else the one the API sends ('Payment Offers').
 */
export function PaymentOffersSheet({ title: header }: { title?: string | undefined } = {}) {
  const queries = usePaymentQueries();
  const offers = useQuery(queries.paymentOffers());
  const overlay = useOverlay('payment_offers');
  const { hide } = overlay;
  useEffect(() => hide, [hide]);
  if (!offers.data || offers.data.details.length === 0) return null;
  const { details } = offers.data;
  const title = header ?? offers.data.title;
  return (
    <>
      <Button variant="ghost" size="small" aria-haspopup="dialog" onClick={() => overlay.show()}>
        {`${title} (${details.length})`}
      </Button>
      <Dialog open={overlay.isOpen} onOpenChange={overlay.onOpenChange} title={title}>
        <Stack as="ul" space="medium">
          {details.map((offer) => (
            <li key={offer.id} className={styles.offer}>
              <Inline space="medium" alignY="start" wrap={false}>
                {offer.logo ? <img src={offer.logo} alt="" width={32} height={32} /> : null}
                <span className={styles.planName}>
                  <strong>{offer.title}</strong>
                  <span className={styles.muted}>{offer.description}</span>
                </span>
              </Inline>
            </li>
          ))}
        </Stack>
      </Dialog>
    </>
  );
}
