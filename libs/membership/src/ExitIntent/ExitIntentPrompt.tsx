import { freeTrialState, promisesFreeTrial } from '@rewards/api-contract';
import { useLoginPopup, useSession } from '@rewards/auth';
import { Button, Dialog, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { membershipCatalogue } from '../i18n/catalogue';
import { EXIT_INTENT_DISABLED_UNTIL_KEY, exitIntentArmed, exitIntentDisabledUntil, exitIntentText } from '../rules/exitIntent';
import { useExitIntent } from './useExitIntent';

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export interface ExitIntentPromptProps {
  /** The clock (stories and tests pass their own). */
  now?: () => number;
}

/**
 * The exit-intent free-trial prompt: a visitor about to leave (see `useExitIntent`) on a site
 * whose plan offers them a free trial is asked once more, 'Still in doubt? Get FREE access to top 8
 * brands for N days', with START FREE TRIAL opening sign-in for the trial. Once shown it stays off
 * on this device for 30 days, closed or not.
 */
export function ExitIntentPrompt({ now = Date.now }: ExitIntentPromptProps) {
  const { status } = useSession();
  const { pathname } = useLocation();
  const loginPopup = useLoginPopup();
  const loggedOut = status === 'loggedOut';
  const { data: cta } = useQuery({ ...usePaymentQueries().planCta(undefined, 'visitor'), enabled: loggedOut });
  const [open, setOpen] = useState(false);
  // read once per mount: showing the prompt writes it, and the prompt is shown once per page load anyway
  const [disabledUntil] = useState(() => local()?.getItem(EXIT_INTENT_DISABLED_UNTIL_KEY) ?? null);
  const [shown, setShown] = useState(false);
  const trialDays = cta?.trialDays ?? null;
  const armed = !shown && trialDays !== null && exitIntentArmed({ loggedOut, trialAvailable: promisesFreeTrial(freeTrialState(cta)), pathname, disabledUntil, now: now() });

  const show = useCallback(() => {
    local()?.setItem(EXIT_INTENT_DISABLED_UNTIL_KEY, String(exitIntentDisabledUntil(now())));
    setShown(true);
    setOpen(true);
  }, [now]);
  useExitIntent(armed, show);

  if (!shown || trialDays === null) return null;
  const start = () => {
    setOpen(false);
    loginPopup.open({ origin: 'TRIAL' });
  };
  // Only a page that shows the prompt reads the catalogue (in Hindi, its chunk loads then).
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open} onOpenChange={setOpen} trialDays={trialDays} onStart={start} />
    </Suspense>
  );
}

function ExitIntentDialog({ open, onOpenChange, trialDays, onStart }: { open: boolean; onOpenChange: (open: boolean) => void; trialDays: number; onStart: () => void }) {
  const t = useT(membershipCatalogue);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('exitIntent.title')} size="small">
      <Stack space="standard">
        <p>{exitIntentText(t, trialDays)}</p>
        <Button onClick={onStart} fullWidth>
          {t('trial.start')}
        </Button>
      </Stack>
    </Dialog>
  );
}
