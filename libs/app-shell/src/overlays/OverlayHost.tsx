import { useSession } from '@rewards/auth';
import { useOpenOverlay, useOverlay } from '@rewards/platform';
import { CARD_OFFER_SESSION_KEY, PAYMENT_PATH, takesCardOffers, usePartner } from '@rewards/partner';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ErrorModalPayload } from './ErrorModal';
import { isFreeTrialStep, writeAppBannerFlag } from './appBanner';
import { subscribeNever, tabStorage, useInAppVisit } from './useAppDownloadPromptApplies';

// Neither shows on most visits: their content is a chunk of its own.
const ErrorModal = lazy(() => import('./ErrorModal'));
const AppBannerHost = lazy(() => import('./AppBannerHost'));
const VisaOverlays = lazy(() => import('./VisaOverlays'));
const AppDownloadPromptHost = lazy(() => import('./AppDownloadPromptHost'));
// The student offer's popup, straight from its lib's chunk (most visits never open it).
const StudentOfferOverlay = lazy(() => import('@rewards/student-offer').then((module) => ({ default: module.StudentOfferOverlay })));

/** Route state that opens the error modal: `navigate(to, { state: { responseMessage, title } })`. */
export interface ErrorRouteState {
  responseMessage: string;
  title?: string | false;
}

function isErrorRouteState(state: unknown): state is ErrorRouteState {
  return typeof state === 'object' && state !== null && typeof (state as { responseMessage?: unknown }).responseMessage === 'string' && (state as ErrorRouteState).responseMessage !== '';
}


/**
 * The shell's own overlays (spec §4): the error modal, the app banner and the app-download prompt
 * (`appDownloadPromptApplies`: the frame's `useAppDownloadPromptApplies()`), and the features' popups
 * that any page may open through the overlay store (card offer, student offer). Mounted once, in the frame.
 */
export function OverlayHost({ appDownloadPromptApplies = false }: { appDownloadPromptApplies?: boolean }) {
  return (
    <>
      <ErrorModalHost />
      <AppBannerSlot />
      <AppDownloadPromptSlot applies={appDownloadPromptApplies} />
      <VisaOverlayHost />
      <StudentOfferHost />
    </>
  );
}

/**
 * A navigation carrying `{ responseMessage, title? }` in its route state opens the error modal;
 * the state is then cleared (a replace to the same address), so Back or a reload do not reopen it.
 */
function ErrorModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const overlay = useOverlay<ErrorModalPayload>('error_modal');
  const { show } = overlay;
  const [shown, setShown] = useState<ErrorModalPayload | null>(null);
  const state: unknown = location.state;

  useEffect(() => {
    if (!isErrorRouteState(state)) return;
    const payload: ErrorModalPayload = { message: state.responseMessage, ...(state.title !== undefined ? { title: state.title } : {}) };
    // Shown through the store (the render below keeps the payload for the closing animation).
    show(payload);
    const { responseMessage: _message, title: _title, ...rest } = state;
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: Object.keys(rest).length > 0 ? rest : null, preventScrollReset: true });
  }, [state, show, navigate, location.pathname, location.search, location.hash]);

  // Opened through the store (`open('error_modal', { payload: { message } })`) works too.
  const opened = overlay.isOpen ? overlay.payload : undefined;
  if (opened && opened !== shown && typeof opened.message === 'string') setShown(opened);

  // Mounted from the first opening on, so it can animate out with its last message.
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModal open={overlay.isOpen} onOpenChange={overlay.onOpenChange} payload={overlay.payload ?? shown} />
    </Suspense>
  );
}

/**
 * The app banner's host (`AppBannerHost`), for the only members it can be for: paid members
 * (primeProfile 5). Its code is a chunk of its own; the server renders it in the member's first HTML,
 * which stays as it is until that chunk has loaded and hydrated it.
 */
function AppBannerSlot() {
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  const inAppTab = useInAppVisit();
  // The cookie follows the tab for everyone, so that a later page's server knows what the host will:
  // the free-trial step was visited (a member there is not paid yet), and whether this visit is in the app.
  useEffect(() => {
    if (isFreeTrialStep(pathname, search)) writeAppBannerFlag('trial', true);
  }, [pathname, search]);
  useEffect(() => writeAppBannerFlag('app', inAppTab), [inAppTab]);
  if (status !== 'loggedIn' || user?.primeProfile !== 5) return null;
  return (
    <Suspense fallback={null}>
      <AppBannerHost />
    </Suspense>
  );
}

/**
 * `app_download_prompt`'s host, loaded once the prompt applies on this visit (most visits never) and
 * kept mounted from then on, so a prompt that is open when it stops applying (a resize, a logout)
 * still closes through its owner.
 */
function AppDownloadPromptSlot({ applies }: { applies: boolean }) {
  const [wanted, setWanted] = useState(false);
  if (applies && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDownloadPromptHost applies={applies} />
    </Suspense>
  );
}

/**
 * A checked card this page load started with (a card checked on this page goes on in the flow's own
 * popup instead). Read once, on the first client render after hydration: the server has no
 * sessionStorage.
 */
let cardSessionLoaded: boolean | undefined;
const cardSessionAtLoad = () => (cardSessionLoaded ??= tabStorage()?.getItem(CARD_OFFER_SESSION_KEY) != null);

const VISA_FLOW_OVERLAYS: ReadonlySet<string> = new Set(['visa_offer_plan_details', 'visa_offer_logged_in', 'visa_offer_payment_logged_in']);

/**
 * The card-linked offer's popups (spec: card-linked offer flow), on the sites that run it: the flow
 * when the home widget or the make-payment logo opens it; 'Logout to Continue' for a card-network
 * member who starts the normal payment; and, once per page load, the non-dismissable prompt for a
 * member who comes back with a checked card in this tab's session (after signing in elsewhere).
 */
function VisaOverlayHost() {
  const partner = usePartner();
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const open = useOpenOverlay();
  const prompt = useOverlay('visa_offer_payment_logged_in');
  const { show: showPrompt } = prompt;
  const promptShown = useRef(false);
  const onPayment = pathname === PAYMENT_PATH || pathname.startsWith(`${PAYMENT_PATH}/`);
  const member = status === 'loggedIn' && user !== undefined;
  // A card-network member while the card-linked membership runs or waits to start (the API clears
  // `scheduledStartDate` once it starts; after it ends the normal membership is theirs to buy).
  const cardMember = member && user?.cardNetwork === 'VISA' && (user.primeUser || user.scheduledStartDate !== null);
  const hasCardSession = useSyncExternalStore(subscribeNever, cardSessionAtLoad, () => false);
  const runsCardOffers = takesCardOffers(partner);
  const due = runsCardOffers && member && !cardMember && hasCardSession;

  // The session prompt goes through the overlay store (one overlay at a time: the profile prompts
  // wait for it), once per page load.
  useEffect(() => {
    // the card may have been used or dropped on this page since it loaded
    if (!due || open !== null || promptShown.current || tabStorage()?.getItem(CARD_OFFER_SESSION_KEY) == null) return;
    promptShown.current = true;
    showPrompt();
  }, [due, open, showPrompt]);

  if (!runsCardOffers) return null;
  const flowOpen = open !== null && VISA_FLOW_OVERLAYS.has(open.type);
  // Not while a card popup is open: the activated popup stays until the member closes it.
  const logoutToContinue = cardMember && onPayment && !flowOpen;
  if (!flowOpen && !logoutToContinue) return null;
  return (
    <Suspense fallback={null}>
      <VisaOverlays logoutToContinue={logoutToContinue} paymentInProgress={onPayment} />
    </Suspense>
  );
}

/**
 * `student_offer_modal` (spec: student offer form): opened by a student offer's page and by
 * /student-offer through the overlay store (offer-detail may not import the student-offer lib). The
 * popup's chunk loads on the first opening and stays mounted, so it can animate out.
 */
function StudentOfferHost() {
  const modal = useOverlay('student_offer_modal');
  const [opened, setOpened] = useState(false);
  if (modal.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <StudentOfferOverlay />
    </Suspense>
  );
}
