import { useState } from 'react';
import { VISA_SIGNATURE_CHANNEL } from '../rules/texts';
import { clearCardOfferSession, type CardSessionStorage } from '../session/cardOfferSession';
import { useVisaOfferFlow } from './useVisaOfferFlow';
import { FlowDialog } from './FlowDialog';

export interface VisaOfferFlowProps {
  open: boolean;
  /** Called with `false` when the member closes the popup (close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The card channel (default `VISA_SIGNATURE`; the home widget's `cardChannelId`). */
  cardChannelId?: string;
  /** Where the checked card is kept for a reload (default: sessionStorage). Tests and stories pass memory. */
  storage?: CardSessionStorage;
  /** Closing the activated popup reloads the page (default `window.location.reload()`). */
  reload?: () => void;
  /** Whether the activated popup shows the app's QR code; default: the viewport is 1024 px or wider. */
  desktop?: boolean;
  /** Sends the browser to the card network's sign-in (default `window.location.assign`). */
  redirect?: (url: string) => void;
}

const reloadPage = () => window.location.reload();

/**
 * The card-linked (Visa) offer popup: `visa_offer_plan_details` for visitors and
 * `visa_offer_logged_in` for members. The plan details and the card's first 6 digits, the
 * eligibility check, 1 s later the card-network sign-in (`visa_sign_in`, visitors only), 'Verify
 * with Visa' (the browser goes to the card network's sign-in and comes back), the activation options, ACTIVATE_FUTURE's confirmation, then the activated or not-activated popup.
 * A checked card is kept for the tab's session, so a reload after the sign-in goes on from there.
 * Every opening starts afresh (from the kept card, when there is one).
 */
export function VisaOfferFlow(props: VisaOfferFlowProps) {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening((count) => count + 1);
  }
  return <VisaOfferFlowDialog key={opening} {...props} />;
}

function VisaOfferFlowDialog({ open, onOpenChange, cardChannelId = VISA_SIGNATURE_CHANNEL, storage, reload = reloadPage, desktop, redirect }: VisaOfferFlowProps) {
  const flow = useVisaOfferFlow({ cardChannelId, storage, redirect });
  const change = (next: boolean) => {
    if (!next) {
      // The member is a card-network member now: the whole page has to read it (spec).
      if (flow.state.step === 'ACTIVATED') reload();
      // Closed before the end, the checked card is forgotten: the next opening asks again.
      else clearCardOfferSession(storage);
    }
    onOpenChange(next);
  };
  return <FlowDialog flow={flow} open={open} onOpenChange={change} desktop={desktop} />;
}
