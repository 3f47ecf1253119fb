import { Button, Dialog, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { visaFlowCatalogue } from '../i18n/catalogue';
import { VISA_SIGNATURE_CHANNEL } from '../rules/texts';
import type { CardSessionStorage } from '../session/cardOfferSession';
import { useVisaOfferFlow } from '../VisaOfferFlow/useVisaOfferFlow';
import { FlowDialog } from '../VisaOfferFlow/FlowDialog';

export interface CardOfferSessionPromptProps {
  open: boolean;
  /** The member has a payment in progress: continue it, or log out to use the card offer. */
  paymentInProgress: boolean;
  onContinuePayment: () => void;
  onLogout: () => void;
  /** The card channel (default `VISA_SIGNATURE`). */
  cardChannelId?: string;
  /** Where the checked card is kept (default: sessionStorage). */
  storage?: CardSessionStorage;
  /** Closing the activated popup reloads the page (default `window.location.reload()`). */
  reload?: () => void;
  /** Whether the activated popup shows the app's QR code; default: the viewport is 1024 px or wider. */
  desktop?: boolean;
}

const reloadPage = () => window.location.reload();

/**
 * `visa_offer_payment_logged_in`: a signed-in member with a checked card in this tab's session.
 * It cannot be dismissed (no close button; Escape and clicks outside do nothing): with a payment
 * in progress the member continues it or logs out; otherwise the card's activation options follow
 * (the logged-in flow, from the kept card), with Logout as the way out until the activation is
 * under way. Only the activated popup closes, and closing it reloads the page.
 */
export function CardOfferSessionPrompt({ open, paymentInProgress, onContinuePayment, onLogout, ...flowProps }: CardOfferSessionPromptProps) {
  const t = useT(visaFlowCatalogue);
  const { brandName } = usePartner();
  if (paymentInProgress) {
    return (
      <Dialog open={open} onOpenChange={() => undefined} title={t('paymentInProgress.title')} description={t('paymentInProgress.text', { brand: brandName })} dismissable={false} size="small">
        <Stack space="small">
          <Button size="large" fullWidth onClick={onContinuePayment}>
            {t('paymentInProgress.continue')}
          </Button>
          <Button variant="secondary" size="large" fullWidth onClick={onLogout}>
            {t('logout')}
          </Button>
        </Stack>
      </Dialog>
    );
  }
  return open ? <SessionActivation onLogout={onLogout} {...flowProps} /> : null;
}

function SessionActivation({
  onLogout,
  cardChannelId = VISA_SIGNATURE_CHANNEL,
  storage,
  reload = reloadPage,
  desktop,
}: Omit<CardOfferSessionPromptProps, 'open' | 'paymentInProgress' | 'onContinuePayment'>) {
  const t = useT(visaFlowCatalogue);
  const flow = useVisaOfferFlow({ cardChannelId, storage });
  const { step } = flow.state;
  const activated = step === 'ACTIVATED';
  const busy = step === 'ACTIVATING' || step === 'VALIDATING' || step === 'VALIDATED';
  return (
    <FlowDialog
      flow={flow}
      open
      onOpenChange={(next) => {
        if (!next && activated) reload();
      }}
      dismissable={activated}
      desktop={desktop}
    >
      {flow.signedIn && !activated && !busy ? (
        <Button variant="ghost" fullWidth onClick={onLogout}>
          {t('logout')}
        </Button>
      ) : null}
    </FlowDialog>
  );
}
