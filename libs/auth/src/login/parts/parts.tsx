// Small pieces the login screens share.
import { COUNTRY_CALLING_CODE } from '@rewards/api-contract';
import { Button, IconButton, Inline } from '@rewards/design-system';
import { fillSlots, SLOTS, useT } from '@rewards/i18n';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { authCatalogue } from '../../i18n/catalogue';
import * as styles from './parts.css';

export type HeadingLevel = 1 | 2 | 3;

/** A screen's title at the level its host needs, or nothing when the host already shows it. */
export function ScreenHeading({ level, children }: { level: HeadingLevel | 'none'; children: ReactNode }) {
  if (level === 'none') return null;
  const Tag = `h${level}` as const;
  return <Tag className={styles.heading}>{children}</Tag>;
}

/**
 * A submit button that shows it is waiting: busy (`aria-disabled`, `aria-busy`, still focusable,
 * ignoring presses) with a spinner, its name unchanged.
 */
export function SubmitButton({ pending, disabled, onClick, children }: { pending: boolean; disabled?: boolean; onClick?: () => void; children: string }) {
  return (
    <Button type="submit" fullWidth size="large" disabled={disabled} busy={pending} onClick={onClick}>
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

const EDIT_ICON = (
  <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M13.6 3.6l2.8 2.8L7 15.8 3.6 16.4l.6-3.4 9.4-9.4z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

/** '+91 98765 43210' with the pencil that goes back to ENTER_MOBILE, and what went wrong with the number under it. */
export function MobileLine({ mobile, email, onEdit, lead, error }: { mobile: string; email?: string | undefined; onEdit: () => void; lead?: string; error?: string | undefined }) {
  const t = useT(authCatalogue);
  return (
    <>
      <p className={styles.text}>
        <Inline as="span" space="xsmall" alignY="center">
          {lead ? <span>{lead}</span> : null}
          {/* An email login's code went to the address, which shows instead of the number. */}
          {email !== undefined ? (
            <span className={styles.number}>{email}</span>
          ) : (
            <span className={styles.number}>
              {COUNTRY_CALLING_CODE} {mobile}
            </span>
          )}
          <IconButton label={email !== undefined ? t('mobileLine.editEmail') : t('mobileLine.editMobile')} tone="link" icon={EDIT_ICON} onClick={onEdit} />
        </Inline>
      </p>
      {/* What went wrong with that number (blocked, not enrolled...), announced as it appears. */}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The acceptance line under the mobile screens. */
export function TermsLine() {
  const t = useT(authCatalogue);
  return (
    <p className={styles.muted}>
      {fillSlots(
        t('terms.line', { terms: SLOTS[0], privacy: SLOTS[1] }),
        <Link to="/terms-and-conditions" className={styles.link}>
          {t('terms.terms')}
        </Link>,
        <Link to="/privacy-policy" className={styles.link}>
          {t('terms.privacy')}
        </Link>,
      )}
    </p>
  );
}

/**
 * Moves focus to the element with `id` once, on mount, when asked: on a screen the member moved to
 * (not the first one shown), so keyboard and screen-reader users continue where the content is.
 */
export function useFocusOnMount(id: string, enabled: boolean) {
  useEffect(() => {
    if (enabled) document.getElementById(id)?.focus();
    // Only on mount: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** 30 → '00:30' (spec §4: the countdown shows as 00:SS). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
