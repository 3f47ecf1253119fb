import { clearLoginHandover, LOGIN_HANDOVER_KEYS, readLoginHandover, saveLoginHandover, subscribeLoginHandover, useSession, type LoginHandoverNotes } from '@rewards/auth';
import { Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { usePaymentApi } from '../api/usePaymentApi';
import { applyLoginCode } from '../codes/checkCode';
import { Toast } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { membershipCatalogue } from '../i18n/catalogue';
import { owesTrialToast, pendingToast, pendingToastKind, type PendingToastKind } from '../rules/pendingToast';

type Notes = Partial<LoginHandoverNotes>;

function readNotes(): Notes {
  const trialToast = readLoginHandover('trialToast');
  const referralToast = readLoginHandover('referralToast');
  const loginCode = readLoginHandover('loginCode');
  return { ...(trialToast ? { trialToast } : {}), ...(referralToast ? { referralToast } : {}), ...(loginCode ? { loginCode } : {}) };
}

/** The stored notes as they are now, as one string: it changes exactly when a note does. */
function storedNotes(): string {
  try {
    return Object.values(LOGIN_HANDOVER_KEYS)
      .map((key) => globalThis.sessionStorage.getItem(key) ?? '')
      .join('\n');
  } catch {
    return '';
  }
}

/** The notes a login handed over (@rewards/auth), read again whenever this tab changes them. */
function useLoginHandover(): Notes {
  const stored = useSyncExternalStore(subscribeLoginHandover, storedNotes, () => '');
  // Parsed (and checked for expiry) only when the stored text changed.
  return useMemo(() => (stored === '' ? {} : readNotes()), [stored]);
}

/**
 * The toasts a login owes the page it lands on, wherever that is (mount it once, on every page):
 * - after a free-trial login the server offered no trial, the spec's toast by primeProfile
 *   (success only for 1 and 5);
 * - a code typed at login is validated once the member is in, a referral code is linked to its
 *   referrer, and when that fails 'Code Not Applied' with the server's words (or 'Oops! we were
 *   unable to apply referral code, please try again').
 * One toast at a time; each closes after 5 s (not paused on hover) or with its Close button, and
 * its note is then cleared so it is never shown twice.
 */
export function PendingToasts() {
  const notes = useLoginHandover();
  const paymentApi = usePaymentApi();
  const { status, user } = useSession();

  // A code typed at login: taken (cleared) before the calls, so it is applied once however often
  // this renders; a failure becomes the referral toast note, which the lines below show.
  const loginCode = notes.loginCode;
  const applying = useRef(false);
  useEffect(() => {
    if (!loginCode || status !== 'loggedIn' || applying.current) return;
    applying.current = true;
    clearLoginHandover('loginCode');
    void applyLoginCode(paymentApi, loginCode, user)
      .then((failure) => {
        if (failure) saveLoginHandover('referralToast', failure);
      })
      .finally(() => {
        applying.current = false;
      });
  }, [loginCode, status, user, paymentApi]);

  // A trial note for a member who needs no toast is dropped rather than kept for an hour.
  const silentTrialNote = notes.trialToast !== undefined && !owesTrialToast(notes.trialToast.primeProfile);
  useEffect(() => {
    if (silentTrialNote) clearLoginHandover('trialToast');
  }, [silentTrialNote]);

  const kind = pendingToastKind(notes);
  const close = useCallback(() => {
    if (kind) clearLoginHandover(kind);
  }, [kind]);

  if (!kind) return null;
  // Only a page with a toast to show reads the catalogue (in Hindi, its chunk loads then).
  return (
    <Suspense fallback={null}>
      <HandoverToast
        // A new toast is a new element: its timer starts afresh and it is announced.
        key={kind}
        kind={kind}
        notes={notes}
        onClose={close}
      />
    </Suspense>
  );
}

function HandoverToast({ kind, notes, onClose }: { kind: PendingToastKind; notes: Notes; onClose: () => void }) {
  const t = useT(membershipCatalogue);
  const toast = pendingToast(t, notes);
  if (!toast || toast.kind !== kind) return null;
  return <Toast tone={toast.tone} {...(toast.title ? { title: toast.title } : {})} message={toast.message} onClose={onClose} dismissible />;
}
