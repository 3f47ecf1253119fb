import { Dialog, mediaQueries, useMediaQuery } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import type { ReactNode } from 'react';
import { visaFlowCatalogue } from '../i18n/catalogue';
import { stepTitle } from '../rules/stepTitle';
import type { VisaOfferFlowControls } from './useVisaOfferFlow';
import { VisaFlowScreens } from './VisaFlowScreens';

export interface FlowDialogProps {
  flow: VisaOfferFlowControls;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dismissable?: boolean;
  /** Whether the activated popup shows the app's QR code; default: the viewport is 1024 px or wider. */
  desktop?: boolean | undefined;
  /** Below the flow's screens (the session prompt's Logout). */
  children?: ReactNode;
}

/** The card offer's popup around the flow: titled by its step, large for the activated popup's QR code on desktop. */
export function FlowDialog({ flow, open, onOpenChange, dismissable = true, desktop, children }: FlowDialogProps) {
  const t = useT(visaFlowCatalogue);
  const { brandName } = usePartner();
  const wide = useMediaQuery(mediaQueries.desktop);
  const showAppQr = desktop ?? wide;
  const { step, offer } = flow.state;
  const { title, description } = stepTitle(t, step, brandName, offer);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} {...(description ? { description } : {})} dismissable={dismissable} size={step === 'ACTIVATED' && showAppQr ? 'large' : 'medium'}>
      <VisaFlowScreens flow={flow} showAppQr={showAppQr} />
      {children}
    </Dialog>
  );
}
