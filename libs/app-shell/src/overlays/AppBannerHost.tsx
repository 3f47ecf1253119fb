import { useQueries } from '@rewards/api-client';
import { readLoginHandover } from '@rewards/auth';
import { appDownloadLink, useOpenOverlay, useOverlay } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrowserFacts } from '../browserFacts';
import AppBanner from './AppBanner';
import { appBannerFacts, writeAppBannerFlag } from './appBanner';
import { subscribeNever, useInAppVisit } from './useAppDownloadPromptApplies';

/** Spec §9: the app banner waits 6 s in the free-trial flow, else shows at once. */
export const APP_BANNER_TRIAL_DELAY_MS = 6000;

/**
 * `app_banner` (spec §4 top banner): paid members (primeProfile 5) on phones are offered the app,
 * after 6 s in the free-trial flow and at once otherwise; never inside the app itself (`?app=`).
 * Closed, it stays closed for the browser's session. The server renders it in the first HTML for a
 * member it renders the page for (the cookie of `appBanner.ts` tells both renders the same facts,
 * and the stylesheet shows it below 768 px only), so it never pushes the page down as it arrives.
 * It gives way to any other overlay, keeping its place, and comes back when that one closes.
 */
export default function AppBannerHost() {
  const { pathname, search } = useLocation();
  const { cookie, userAgent } = useBrowserFacts();
  const [facts] = useState(() => appBannerFacts(cookie, pathname, search));
  const queries = useQueries();
  // Not inside the member's app: the address or the cookie, and after hydration this tab's visit too.
  // (Only a paid member's page mounts this host: AppBannerSlot.)
  const inAppTab = useInAppVisit();
  const outsideApp = !facts.inApp && !inAppTab;
  const frame = useQuery({ ...queries.layout.frame('member'), enabled: outsideApp }).data;
  const open = useOpenOverlay();
  const banner = useOverlay('app_banner');
  const [closed, setClosed] = useState(facts.closed);
  // A sign-in that finished the free-trial flow on another page hands it over in this tab's storage.
  const trialHandedOver = useSyncExternalStore(subscribeNever, trialHandoverAtLoad, () => false);
  const [delayOver, setDelayOver] = useState(false);
  const due = !(facts.trialFlow || trialHandedOver) || delayOver;

  const menu = frame?.hamburgerMenu;
  const href = menu ? appDownloadLink(userAgent, { ios: menu.downloadLinkIos, android: menu.downloadLinkAndroid }) : '';
  const eligible = outsideApp && !closed && href !== '';

  useEffect(() => {
    if (!eligible || due) return undefined;
    const timer = setTimeout(() => setDelayOver(true), APP_BANNER_TRIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, due]);

  const dismiss = useCallback(() => {
    writeAppBannerFlag('closed', true);
    setClosed(true);
    banner.hide();
  }, [banner]);

  if (!eligible || !due) return null;
  // It holds no place in the overlay store, so it never keeps a dialog waiting.
  const concealed = open !== null && open.type !== 'app_banner';
  return (
    <AppBanner href={href} onDismiss={dismiss} concealed={concealed} />
  );
}

/** Read once per page load: the note is taken by the toast it is for. */
let trialHandover: boolean | undefined;
const trialHandoverAtLoad = () => (trialHandover ??= readLoginHandover('trialToast') !== undefined);
