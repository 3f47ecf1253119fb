// The card-linked (Visa) offer's popups, hosted by the shell (a chunk of their own: most visits
// never open one). OverlayHost mounts this only when one of them has something to show.
import { useLogout, useSession } from '@rewards/auth';
import { useOverlay } from '@rewards/platform';
import { usePartner } from '@rewards/partner';
import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteCookiesExcept, LOGOUT_KEPT_COOKIES } from './cookies';

// The feature's components, each loaded when first shown (the lib is lazy-loaded everywhere in the shell).
const visaFlow = () => import('@rewards/visa-flow');
const VisaOfferFlow = lazy(() => visaFlow().then((module) => ({ default: module.VisaOfferFlow })));
const CardOfferSessionPrompt = lazy(() => visaFlow().then((module) => ({ default: module.CardOfferSessionPrompt })));
const LogoutToContinueDialog = lazy(() => visaFlow().then((module) => ({ default: module.LogoutToContinueDialog })));

export interface VisaOverlaysProps {
  /** A card-network member on the payment pages: 'Logout to Continue'. */
  logoutToContinue: boolean;
  /** The member is on the payment pages (the session prompt offers to continue the payment). */
  paymentInProgress: boolean;
}

interface CardOfferPayload {
  cardChannelId?: string;
}

export default function VisaOverlays({ logoutToContinue, paymentInProgress }: VisaOverlaysProps) {
  const partner = usePartner();
  const navigate = useNavigate();
  const { status } = useSession();
  const { logout, loggingOut } = useLogout();
  const visitorFlow = useOverlay<CardOfferPayload>('visa_offer_plan_details');
  const memberFlow = useOverlay<CardOfferPayload>('visa_offer_logged_in');
  const prompt = useOverlay('visa_offer_payment_logged_in');
  const flow = visitorFlow.isOpen ? visitorFlow : memberFlow;

  // Spec: logging out for the card offer signs out and deletes every cookie but a short exclusion list.
  const logoutForCard = useCallback(async () => {
    deleteCookiesExcept(LOGOUT_KEPT_COOKIES);
    await logout();
  }, [logout]);

  return (
    <Suspense fallback={null}>
      <VisaOfferFlow open={flow.isOpen} onOpenChange={flow.onOpenChange} {...(flow.payload?.cardChannelId ? { cardChannelId: flow.payload.cardChannelId } : {})} />
      {prompt.isOpen && status === 'loggedIn' && (
        <CardOfferSessionPrompt
          open
          paymentInProgress={paymentInProgress}
          onContinuePayment={() => {
            // The member chose the normal payment: the checked card is not asked about again.
            void visaFlow().then((module) => module.clearCardOfferSession());
            prompt.hide();
          }}
          onLogout={() => {
            void visaFlow().then((module) => module.clearCardOfferSession());
            prompt.hide();
            void logoutForCard();
          }}
        />
      )}
      <LogoutToContinueDialog
        open={logoutToContinue}
        pending={loggingOut}
        onOpenChange={(open) => {
          if (!open) void navigate(partner.home, { replace: true });
        }}
        onLogout={() => void logoutForCard()}
      />
    </Suspense>
  );
}
