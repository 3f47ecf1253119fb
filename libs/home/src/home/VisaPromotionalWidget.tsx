import { useTrack } from '@rewards/analytics';
import type { HomeData } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { useOverlay } from '@rewards/platform';
import * as styles from './Home.css';

export interface VisaPromotionalWidgetProps {
  widget: NonNullable<HomeData['visaPromotionalWidget']>;
  /** A signed-in member gets the card offer's member popup; a visitor its plan details. */
  isLoggedIn: boolean;
}

/**
 * The card-linked offer's promotion on the home (spec: `visaPromotionalWidget.inletImage`): a
 * cardholder checks the card's eligibility in the card offer popup the shell hosts.
 */
export function VisaPromotionalWidget({ widget, isLoggedIn }: VisaPromotionalWidgetProps) {
  const visitorPopup = useOverlay('visa_offer_plan_details');
  const memberPopup = useOverlay('visa_offer_logged_in');
  const popup = isLoggedIn ? memberPopup : visitorPopup;
  const track = useTrack();
  return (
    <section className={`${styles.section} ${styles.visa}`} aria-labelledby="visa-offer-title">
      <img className={styles.visaInlet} src={widget.inletImage} alt="" width={96} height={96} loading="lazy" />
      <Stack space="xsmall">
        <h2 id="visa-offer-title" className={styles.heading}>
          {widget.title}
        </h2>
        <p className={styles.muted}>{widget.subTitle}</p>
      </Stack>
      <Button
        variant="primary"
        onClick={() => {
          track('widget_clicked', { widget: 'visa_loyalty', placement: 'home' });
          popup.show({ cardChannelId: widget.cardChannelId });
        }}
      >
        {widget.cta}
      </Button>
    </section>
  );
}
