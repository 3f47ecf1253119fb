import { useQueries } from '@rewards/api-client';
import { formatRupees } from '@rewards/api-contract';
import { useSession, useSessionStore } from '@rewards/auth';
import { Button, ButtonLink, Dialog, Inline, Stack } from '@rewards/design-system';
import { fillSlot, SLOT, useT, type Translate } from '@rewards/i18n';
import { useOpenOverlay, useOverlay } from '@rewards/platform';
import { isPathAllowed, usePartner } from '@rewards/partner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { offerDetailCatalogue } from '../i18n/catalogue';
import { useSavingsComparison } from '@rewards/offers/savings/savingsComparison';
import * as styles from './SavingsPrompt.css';
import { savingsPrompts as pageStore, type SavingsNote, type SavingsPromptStore } from './savingsPrompts';

/** After the coupon drawer closes, the prompt waits this long (spec §9: savings event delay 2 s). */
export const SAVINGS_PROMPT_DELAY_MS = 2000;

/** Where 'See your savings' goes: the tracker on the profile. */
export const SAVINGS_TRACKER_PATH = '/profile#savings';

export interface SavingsPromptProps {
  /** The offer's name: the prompt is the overlay `savings_prompt` with this key. */
  offerName: string;
  companyName: string;
  /** The notes to show (the page's store unless a test or story passes its own). */
  store?: SavingsPromptStore;
  delayMs?: number;
}

/**
 * The savings prompt (overlay `savings_prompt`): after a member is handed a code that saves money,
 * and the coupon drawer showing it has closed, a sheet tells what the code saves and what their
 * savings come to now, with a way to the savings tracker. Once per code; nothing while another
 * overlay is open (it waits for it), and nothing after the member leaves the offer.
 */
export function SavingsPrompt({ offerName, companyName, store = pageStore, delayMs = SAVINGS_PROMPT_DELAY_MS }: SavingsPromptProps) {
  const note = useSyncExternalStore(
    store.subscribe,
    () => store.pending(offerName),
    () => undefined,
  );
  const open = useOpenOverlay();
  const overlay = useOverlay<SavingsNote>('savings_prompt', offerName);
  const { show, hide } = overlay;
  const idle = open === null;

  useEffect(() => {
    if (!note || !idle) return;
    const timer = setTimeout(() => {
      const taken = store.take(offerName);
      if (taken) show(taken);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [note, idle, store, offerName, show, delayMs]);

  // Leaving the offer closes the prompt and drops a note not shown yet.
  useEffect(
    () => () => {
      hide();
      store.forget(offerName);
    },
    [hide, store, offerName],
  );

  if (!overlay.isOpen || !overlay.payload) return null;
  return <SavingsPromptDialog note={overlay.payload} companyName={companyName} onOpenChange={overlay.onOpenChange} />;
}

/** 'with your ZestBite code', 'with your 2 ZestBite codes' (`t`, the offer-detail catalogue's). */
function codesWord(t: Translate, note: SavingsNote, companyName: string): string {
  return t('savings.codes', { count: note.couponCodes.length, company: companyName });
}

/** The sheet itself: what the code saved, the running total as the tracker has it, and the way there. */
export function SavingsPromptDialog({ note, companyName, onOpenChange }: { note: SavingsNote; companyName: string; onOpenChange: (open: boolean) => void }) {
  const partner = usePartner();
  const navigate = useNavigate();
  const { user } = useSession();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const queries = useQueries().savings;
  const t = useT(offerDetailCatalogue);
  const compare = useSavingsComparison();

  // The total counts the new code only when read after it: a breakdown cached before is not shown.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queries.all() });
  }, [queryClient, queries]);
  const query = useQuery({ ...queries.breakdown(user?.ssoId ?? ''), enabled: Boolean(user) });
  const current = query.isFetchedAfterMount && !query.isFetching ? query.data : undefined;
  const fresh = current?.totalSavings;
  useEffect(() => {
    const member = session.getState().user;
    if (fresh !== undefined && member && member.totalSavings !== fresh) session.setUser({ ...member, totalSavings: fresh });
  }, [fresh, session]);

  // rupees as the contract writes them (₹ with Indian grouping reads the same in hi-IN)
  const comparison = current ? compare(current.totalSavings, current.comparison) : null;
  const tracker = isPathAllowed('/profile', partner.allowedPaths);
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('savings.title', { amount: formatRupees(note.savings) })} description={codesWord(t, note, companyName)} size="small">
      <Stack space="large">
        <div className={styles.summary} aria-live="polite">
          <Stack space="small">
            {current ? (
              <>
                <p className={styles.total}>{fillSlot(t('savings.soFar', { amount: SLOT }), <strong>{formatRupees(current.totalSavings)}</strong>)}</p>
                {comparison ? <p className={styles.text}>{comparison}</p> : null}
              </>
            ) : query.isError ? null : (
              <p className={styles.muted}>{t('savings.adding')}</p>
            )}
          </Stack>
        </div>
        <Inline space="small" align="end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('savings.done')}
          </Button>
          {tracker ? (
            <ButtonLink href={SAVINGS_TRACKER_PATH} onNavigate={(href) => navigate(href)}>
              {t('savings.see')}
            </ButtonLink>
          ) : null}
        </Inline>
      </Stack>
    </Dialog>
  );
}
