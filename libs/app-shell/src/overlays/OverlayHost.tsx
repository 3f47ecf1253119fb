import { useQueries } from '@rewards/api-client';
import { readLoginHandover, useSession } from '@rewards/auth';
import { appDownloadLink, useOpenOverlay, useOverlay } from '@rewards/platform';
import { CARD_OFFER_SESSION_KEY, PAYMENT_PATH, takesCardOffers, usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBrowserFacts } from '../browserFacts';
import { appBannerCookieUpdate, appBannerFacts, isFreeTrialStep } from './appBanner';
import type { ErrorModalPayload } from './ErrorModal';
import { tabStorage, useInAppVisit } from './useAppDownloadPromptApplies';

// Neither shows on most visits: their content is a chunk of its own.
const ErrorModal = lazy(() => import('./ErrorModal'));
const AppBanner = lazy(() => import('./AppBanner'));
const VisaOverlays = lazy(() => import('./VisaOverlays'));
const AppDownloadPromptHost = lazy(() => import('./AppDownloadPromptHost'));
// The student offer's popup, straight from its lib's chunk (most visits never open it).
const StudentOfferOverlay = lazy(() => import('@rewards/student-offer').then((module) => ({ default: module.StudentOfferOverlay })));

/** Spec §9: the app banner waits 6 s in the free-trial flow, else shows at once. */
export const APP_BANNER_TRIAL_DELAY_MS = 6000;

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
      <AppBannerHost />
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
 * `app_banner` (spec §4 top banner): paid members (primeProfile 5) on phones are offered the app,
 * after 6 s in the free-trial flow and at once otherwise; never inside the app itself (`?app=`).
 * Closed, it stays closed for the browser's session. The server renders it in the first HTML for a
 * member it renders the page for (the cookie of `appBanner.ts` tells both renders the same facts,
 * and the stylesheet shows it below 768 px only), so it never pushes the page down as it arrives.
 * It gives way to any other overlay, keeping its place, and comes back when that one closes.
 */
function AppBannerHost() {
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  const { cookie, userAgent } = useBrowserFacts();
  const [facts] = useState(() => appBannerFacts(cookie, pathname, search));
  const queries = useQueries();
  // Not inside the member's app: the address or the cookie, and after hydration this tab's visit too.
  const inAppTab = useInAppVisit();
  const member = status === 'loggedIn' && user?.primeProfile === 5 && !facts.inApp && !inAppTab;
  const frame = useQuery({ ...queries.layout.frame('member'), enabled: member }).data;
  const open = useOpenOverlay();
  const banner = useOverlay('app_banner');
  const [closed, setClosed] = useState(facts.closed);
  // A sign-in that finished the free-trial flow on another page hands it over in this tab's storage.
  const trialHandedOver = useSyncExternalStore(subscribeNever, trialHandoverAtLoad, () => false);
  const [delayOver, setDelayOver] = useState(false);
  const due = !(facts.trialFlow || trialHandedOver) || delayOver;

  // The cookie follows the tab: the free-trial step, and whether this visit is in the app.
  useEffect(() => {
    if (isFreeTrialStep(pathname, search)) writeCookie(appBannerCookieUpdate(document.cookie, 'trial', true));
  }, [pathname, search]);
  useEffect(() => writeCookie(appBannerCookieUpdate(document.cookie, 'app', inAppTab)), [inAppTab]);

  const menu = frame?.hamburgerMenu;
  const href = menu ? appDownloadLink(userAgent, { ios: menu.downloadLinkIos, android: menu.downloadLinkAndroid }) : '';
  const eligible = member && !closed && href !== '';

  useEffect(() => {
    if (!eligible || due) return undefined;
    const timer = setTimeout(() => setDelayOver(true), APP_BANNER_TRIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, due]);

  const dismiss = useCallback(() => {
    writeCookie(appBannerCookieUpdate(document.cookie, 'closed', true));
    setClosed(true);
    banner.hide();
  }, [banner]);

  if (!eligible || !due) return null;
  // It holds no place in the overlay store, so it never keeps a dialog waiting.
  const concealed = open !== null && open.type !== 'app_banner';
  return (
    <Suspense fallback={null}>
      <AppBanner href={href} onDismiss={dismiss} concealed={concealed} />
    </Suspense>
  );
}

/** Read once per page load: the note is taken by the toast it is for. */
let trialHandover: boolean | undefined;
const trialHandoverAtLoad = () => (trialHandover ??= readLoginHandover('trialToast') !== undefined);

function writeCookie(update: string | undefined) {
  if (update) document.cookie = update;
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
const subscribeNever = () => () => {};

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
