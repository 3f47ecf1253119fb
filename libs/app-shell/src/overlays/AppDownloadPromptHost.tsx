import { useQueries } from '@rewards/api-client';
import { isProfilePromptSkipped } from '@rewards/auth';
import { useOpenOverlay, useOverlay, useSettled } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import AppDownloadPrompt from './AppDownloadPrompt';
import { snoozeAppDownloadPrompt } from './appDownloadPrompt';
import { useClock } from '@rewards/clock';

// This module is a chunk of its own (the overlay host loads it once the prompt applies on a visit).

/**
 * `app_download_prompt`: when it applies, the prompt opens once on this page load, as soon as no
 * other overlay is open and the store links (the layout's side menu data) are known; never on the
 * pages no prompt may interrupt (terms, app landing, payment, login...). Opening it snoozes it on the
 * device for 7 days. The prompt is rendered from its first opening on, so it can animate out.
 */
export default function AppDownloadPromptHost({ applies }: { applies: boolean }) {
  const prompt = useOverlay('app_download_prompt');
  const { show } = prompt;
  const open = useOpenOverlay();
  const { pathname } = useLocation();
  // Settled, not just hydrated at the root: a modal hides the rest of the page (aria-hidden), and a part
  // still hydrating under it (the header's Suspense) then mismatches the server's HTML.
  const settled = useSettled();
  const queries = useQueries();
  const menu = useQuery({ ...queries.layout.frame('member'), enabled: applies }).data?.hamburgerMenu;
  const clock = useClock();
  const shown = useRef(false);
  const [mounted, setMounted] = useState(false);
  const due = settled && applies && menu !== undefined && !isProfilePromptSkipped(pathname);

  useEffect(() => {
    if (!due || open !== null || shown.current) return;
    shown.current = true;
    snoozeAppDownloadPrompt(clock.now());
    show();
  }, [due, open, show, clock]);

  if (prompt.isOpen && !mounted) setMounted(true);
  if (!mounted || !menu) return null;
  return (
    <AppDownloadPrompt
      open={prompt.isOpen}
      onOpenChange={prompt.onOpenChange}
      links={{ ios: menu.downloadLinkIos, android: menu.downloadLinkAndroid }}
      userAgent={typeof navigator === 'undefined' ? '' : navigator.userAgent}
    />
  );
}
