import { useTrack } from '@rewards/analytics';
import { useT } from '@rewards/i18n';
import { useQueries, type LayoutAudience } from '@rewards/api-client';
import { LoginPopupProvider, logoTarget, ProfileCompletionHost, readPreLoginDetails, readSsoData, useLoginPopup, useSession } from '@rewards/auth';
import { BrowsingSlotsProvider, useHydrated, useOverlay, type BrowsingSlots } from '@rewards/platform';
import { PAYMENT_PATH, takesCardOffers, takesPayments, usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { OverloadRedirect, SYSTEM_OVERLOAD_PATH, useOverloaded } from '../failure/overload';
import { useAppDownloadPromptApplies } from '../overlays/useAppDownloadPromptApplies';
import { OverlayHost } from '../overlays/OverlayHost';
import type { RouteHandle } from '../routing/registry';
import { shellCatalogue } from '../i18n/catalogue';
import { useWaitingUpdate } from '../pwa/updates';
import { SessionGate } from '../session/SessionGate';
import { Footer } from './Footer';
import { Header, type HeaderAccount } from './Header';
import { partnerLogoTarget } from './headerRules';
import { SessionCitySelector } from './SessionCitySelector';
import * as styles from './RootLayout.css';
import { MemberLanguage } from '../i18n/MemberLanguage';
import { ProfileLanguage } from './ProfileLanguage';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'header' in value && 'footer' in value;
}

// Parts of the payment feature, loaded only where they show (never statically: the payment lib is
// lazy everywhere): the join block and the discount banner the browsing pages place in their slots,
// and the toasts a login hands over to the page it lands on.
const HomeJoin = lazy(() => import('@rewards/membership').then((module) => ({ default: module.HomeJoin })));
const BuyButton = lazy(() => import('@rewards/membership').then((module) => ({ default: module.BuyButton })));
const DiscountBanner = lazy(() => import('@rewards/membership').then((module) => ({ default: module.DiscountBanner })));
// Breadcrumbs and structured data show after the page (200 ms after a navigation): their own chunk.
const ShellSeo = lazy(() => import('../seo/ShellSeo').then((module) => ({ default: module.ShellSeo })));
const PendingToasts = lazy(() => import('@rewards/membership').then((module) => ({ default: module.PendingToasts })));
// The installed app's "new version" prompt: its code comes only when a new build waits.
const UpdatePrompt = lazy(() => import('../pwa/UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })));
// Its own small chunk, loaded after hydration: most visits never show it.
const ExitIntentPrompt = lazy(() => import('@rewards/membership/exitIntent').then((module) => ({ default: module.ExitIntentPrompt })));

/** What the shell puts in the browsing pages' slots (features may not import each other). */
const browsingSlots: BrowsingSlots = { homeJoin: <JoinOnHome />, discountBanner: <DiscountBannerSlot />, offerBuy: () => <OfferBuySlot />, benefitsBuy: <BenefitsBuySlot />, profileLanguage: <ProfileLanguage /> };

/** Spec §9: the sign-in pop-up opens 2 s after a logged-out home loads with single sign-on data. */
export const SSO_SIGN_IN_DELAY_MS = 2000;

/** The frame around every page: the header and footer the current route declares, and the login popup. */
export function RootLayout({ isServed }: { isServed: (path: string) => boolean }) {
  // the partner's login variant (helper text, retail start) for every opening of the popup
  const { loginVariant } = usePartner();
  return (
    <LoginPopupProvider variant={loginVariant}>
      <Frame isServed={isServed} />
    </LoginPopupProvider>
  );
}

function Frame({ isServed }: { isServed: (path: string) => boolean }) {
  const partner = usePartner();
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = [...matches].reverse().map((match) => match.handle).find(isRouteHandle);
  const headerKind = handle?.header ?? 'standard';
  const showFooter = (handle?.footer ?? true) && partner.footer.show;

  const overloaded = useOverloaded();
  const t = useT(shellCatalogue);

  // Move focus to the page on navigation so keyboard and screen-reader users start at the new content.
  // Not on the page the browser loaded: it starts at the document as on any site, and a focus() in
  // the hydration task made it restyle the whole page there.
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  // Spec §2 Rules: while the server is overloaded (a 429 answer), every route goes to /system-overload.
  if (overloaded && pathname !== SYSTEM_OVERLOAD_PATH) return <OverloadRedirect />;

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {t('frame.skipToContent')}
      </a>
      {/* The header, the page and each part below hydrate in Suspense boundaries of their own: the
          first hydration task holds only the providers, the router and this frame, and React
          hydrates each boundary after it in slices of a few milliseconds the browser can interrupt
          (the server renders them in place; a click on a part not yet alive hydrates that part at
          once and is replayed). Not the overlay host: a page's button may open one of its popups as
          soon as the page is alive. */}
      <FrameOverlayHost />
      {headerKind !== 'none' && (
        <Suspense fallback={null}>
          <SessionHeader kind={headerKind} isServed={isServed} offerDetail={handle?.offerDetail === true} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={null}>
          <SessionGate handle={handle}>
            <BrowsingSlotsProvider slots={browsingSlots}>
              <Outlet />
            </BrowsingSlotsProvider>
          </SessionGate>
          <Suspense fallback={null}>
            <ShellSeo handle={handle} />
          </Suspense>
        </Suspense>
      </main>
      {showFooter && (
        <Suspense fallback={null}>
          <SessionFooter isServed={isServed} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <FrameProfileCompletionHost />
        <SsoSignInPrompt />
        <Suspense fallback={null}>
          <PendingToasts />
        </Suspense>
        <ExitIntentSlot />
        <UpdatePromptSlot />
        <MemberLanguage />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

function UpdatePromptSlot() {
  return useWaitingUpdate() ? <UpdatePrompt /> : null;
}

// The app-download prompt, when it applies, takes the place of the profile prompts (spec §4). Asked
// by the two hosts themselves, not by the frame: whether the screen is a phone is known only after
// hydration (the server renders for no screen), and the frame re-rendering then re-rendered the
// whole page in one task (200 ms on this machine).
function FrameOverlayHost() {
  return <OverlayHost appDownloadPromptApplies={useAppDownloadPromptApplies()} />;
}

function FrameProfileCompletionHost() {
  return <ProfileCompletionHost appDownloadPromptApplies={useAppDownloadPromptApplies()} pendingPathname={useNavigation().location?.pathname} />;
}

/** The layout content (footer, side menu) for who is looking. */
function useLayoutFrame() {
  const queries = useQueries();
  const { status } = useSession();
  const audience: LayoutAudience = status === 'loggedIn' ? 'member' : 'visitor';
  return useQuery(queries.layout.frame(audience)).data;
}

/** The header with the session's account item, logo rule, city and (for visitors) side menu. */
function SessionHeader({ kind, isServed, offerDetail }: { kind: Exclude<RouteHandle['header'], 'none'>; isServed: (path: string) => boolean; offerDetail: boolean }) {
  const partner = usePartner();
  const session = useSession();
  const popup = useLoginPopup();
  const track = useTrack();
  const { pathname } = useLocation();
  const frame = useLayoutFrame();
  const account: HeaderAccount =
    session.status === 'loggedIn'
      ? { status: 'member', firstName: session.user?.firstName ?? null }
      : session.status === 'loggingIn'
        ? { status: 'pending' }
        : {
            status: 'visitor',
            onSignIn: () => {
              track('sign_in_clicked', { placement: 'header' });
              popup.open();
            },
            onJoin: () => {
              track('sign_in_clicked', { placement: 'header_join' });
              popup.open({ origin: 'PAYMENT' });
            },
          };
  // Pre-login details live in this tab's storage: read after hydration, so the server's link and the browser's first render agree.
  const hydrated = useHydrated();
  const preLogin = hydrated ? readPreLoginDetails() : undefined;
  const logoTo = partnerLogoTarget(
    logoTarget({ status: session.status, loginType: session.loginType, preLoginMobile: preLogin?.mobile, preLoginType: preLogin?.loginType, home: partner.home }),
    partner,
  );
  const cardOffer = useOverlay('visa_offer_logged_in');
  const cardOfferLogo = kind === 'logo' && pathname === `${PAYMENT_PATH}/make-payment` && takesCardOffers(partner);
  return (
    <Header
      kind={kind}
      isServed={isServed}
      account={account}
      logoTo={logoTo}
      offerDetail={offerDetail}
      homeSections={pathname === '/' && session.status === 'loggedOut' && partner.header.homeSections !== false}
      city={<SessionCitySelector />}
      sideMenu={session.status === 'loggedIn' ? undefined : frame?.hamburgerMenu}
      onOpenCardOffer={cardOfferLogo ? () => cardOffer.show() : undefined}
    />
  );
}

/** The footer with the layout content for who is looking: Join Now for visitors, support links for known users. */
function SessionFooter({ isServed }: { isServed: (path: string) => boolean }) {
  const session = useSession();
  const popup = useLoginPopup();
  const frame = useLayoutFrame();
  const track = useTrack();
  const user = session.status === 'loggedIn' ? session.user : undefined;
  return (
    <Footer
      content={frame?.footer}
      isServed={isServed}
      onJoin={
        session.status === 'loggedOut'
          ? () => {
              track('sign_in_clicked', { placement: 'footer' });
              popup.open();
            }
          : undefined
      }
      user={user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, mobile: user.mobile } : undefined}
    />
  );
}

/** A returning visitor on the logged-out home is asked to confirm the mobile this device last logged in with. */
function SsoSignInPrompt(): ReactNode {
  const { status } = useSession();
  const { pathname } = useLocation();
  const popup = useLoginPopup();
  const { open, isOpen } = popup;
  useEffect(() => {
    if (pathname !== '/' || status !== 'loggedOut' || isOpen) return undefined;
    const sso = readSsoData();
    if (!sso) return undefined;
    const timer = setTimeout(() => open({ ssoMobile: sso.mobile }), SSO_SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
    // `open` changes identity with the path; the path is already a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, status]);
  return null;
}

/**
 * The buy button on an offer's page, on sites that take payments: visitors get sign-in flagged for
 * payment, members who need to pay go to payment, members who need not pay the app-install prompt.
 */
function OfferBuySlot(): ReactNode {
  const partner = usePartner();
  if (!takesPayments(partner)) return null;
  return (
    <Suspense fallback={null}>
      <BuyButton onOfferDetail />
    </Suspense>
  );
}

/** The payment button beside the Additional Benefits heading (desktop only, by its CSS), on sites that take payments. */
function BenefitsBuySlot(): ReactNode {
  const partner = usePartner();
  if (!takesPayments(partner)) return null;
  return (
    <Suspense fallback={null}>
      <BuyButton size="small" />
    </Suspense>
  );
}

/** The exit-intent free-trial prompt for visitors, on sites that take payments, in the browser only. */
function ExitIntentSlot(): ReactNode {
  const partner = usePartner();
  const { status } = useSession();
  const hydrated = useHydrated();
  if (!hydrated || status !== 'loggedOut' || !takesPayments(partner)) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentPrompt />
    </Suspense>
  );
}

/** The discount banner for visitors, on sites that take payments. */
function DiscountBannerSlot(): ReactNode {
  const partner = usePartner();
  const { status } = useSession();
  if (status !== 'loggedOut' || !takesPayments(partner)) return null;
  return (
    <Suspense fallback={null}>
      <DiscountBanner />
    </Suspense>
  );
}

/** The logged-out home's join block (buy button and `?promo=` code), on sites that take payments. */
function JoinOnHome(): ReactNode {
  const partner = usePartner();
  const { status } = useSession();
  const { pathname } = useLocation();
  if (pathname !== '/' || status !== 'loggedOut' || !takesPayments(partner)) return null;
  return (
    <Suspense fallback={null}>
      <HomeJoin />
    </Suspense>
  );
}
