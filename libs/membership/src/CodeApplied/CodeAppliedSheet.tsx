import type { CodeDetails } from '@rewards/api-contract';
import { Button, Dialog, Inline, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { useEffect, useState, type ReactNode } from 'react';
import { membershipCatalogue } from '../i18n/catalogue';
import { codeAppliedMessage, codeValidity, referrerLine } from '../rules/codeApplied';
import * as styles from './CodeAppliedSheet.css';
import { useClock } from '@rewards/clock';

export interface CodeAppliedSheetProps {
  /** Which owner's sheet this is (the overlay `code_applied` with this key): 'payment', 'discount-banner'. */
  overlayKey: string;
  /** What the member may do next with the code (the banner's join button); OKAY alone without it. */
  action?: (details: CodeDetails) => ReactNode;
}

/**
 * The `code_applied` overlay: a code the member applied themselves (typed on the payment page, or
 * the discount banner pressed) was valid, so a bottom sheet (a centred modal from 1024 px) says so:
 * the code, the offer text or a generated message (spec §4), whose referral it is and until when
 * it may be used. The owner opens it with the code's details as payload (`useOverlay<CodeDetails>
 * ('code_applied', key).show(details)`); it never opens by itself, so a code arriving in a link is
 * shown in its strip without a dialog in the way.
 */
export function CodeAppliedSheet({ overlayKey, action }: CodeAppliedSheetProps) {
  const overlay = useOverlay<CodeDetails>('code_applied', overlayKey);
  const clock = useClock();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const { hide } = overlay;
  // The owner left the page: its sheet goes with it, so the store is free for other overlays.
  useEffect(() => hide, [hide]);
  // The last code shown stays in the sheet while it animates out (the payload is gone once closed).
  const [last, setLast] = useState<CodeDetails | undefined>(undefined);
  if (overlay.payload && overlay.payload !== last) setLast(overlay.payload);
  const details = overlay.payload ?? last;
  if (!details) return null;
  const referrer = referrerLine(t, details);
  const validity = codeValidity(t, details.endTime, new Date(clock.now()), locale);
  return (
    <Dialog open={overlay.isOpen} onOpenChange={overlay.onOpenChange} title={t('codeApplied.title')} description={codeAppliedMessage(t, details, locale)} size="small">
      <Stack space="large">
        <Stack space="small">
          <div className={styles.badge}>
            <Inline space="small" alignY="center" wrap={false}>
              <svg className={styles.tick} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <p className={styles.code}>
                <span className={styles.line}>{t('codeApplied.codeLabel')} </span>
                <span>{details.code}</span>
              </p>
            </Inline>
          </div>
          {referrer ? <p className={styles.line}>{referrer}</p> : null}
          {validity ? <p className={styles.line}>{validity}</p> : null}
        </Stack>
        <Stack space="small">
          {action?.(details)}
          <Button variant={action ? 'secondary' : 'primary'} fullWidth onClick={hide}>
            {t('common.okay')}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
