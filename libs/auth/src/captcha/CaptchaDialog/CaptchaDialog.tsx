import type { CaptchaChallenge } from '@rewards/api-contract';
import { Button, Dialog, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useState } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { AltchaWidget } from '../AltchaWidget';
import { useCaptchaServices } from '../captchaServices';
import { RecaptchaCheckbox } from '../RecaptchaCheckbox';
import * as styles from './CaptchaDialog.css';

/**
 * Spec §2: the captcha modal is titled Captcha, or Error when it can only report a failure. The
 * English titles, as the catalogue's 'captcha.title' and 'captcha.errorTitle' say them (the dialog
 * reads the catalogue).
 */
export const CAPTCHA_DIALOG_TITLE = 'Captcha';
export const CAPTCHA_ERROR_TITLE = 'Error';

export type CaptchaDialogState =
  | { kind: 'closed' }
  /** The visible challenge for a fresh challenge from the API. */
  | { kind: 'challenge'; challenge: CaptchaChallenge }
  /** A failure the member can only fix by reloading; `message` in the page's language (`captchaErrorText`). */
  | { kind: 'failed'; message: string };

export interface CaptchaDialogProps {
  state: CaptchaDialogState;
  /** The visible challenge was solved: its token. */
  onVerified: (token: string) => void;
  /** The visible challenge could not be loaded. */
  onUnavailable: () => void;
  /** The member closed the dialog. */
  onClose: () => void;
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

/** The visible captcha (ALTCHA widget or reCAPTCHA v2 checkbox) in a dialog, or its failure. */
export function CaptchaDialog({ state, onVerified, onUnavailable, onClose, onReload = () => window.location.reload() }: CaptchaDialogProps) {
  const services = useCaptchaServices();
  const t = useT(authCatalogue);
  // Keeps showing what it showed while the dialog animates out.
  const [lastOpen, setLastOpen] = useState<Exclude<CaptchaDialogState, { kind: 'closed' }> | undefined>(undefined);
  if (state.kind !== 'closed' && state !== lastOpen) setLastOpen(state);
  const shown = state.kind === 'closed' ? lastOpen : state;

  const failed = shown?.kind === 'failed';
  return (
    <Dialog
      open={state.kind !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={failed ? t('captcha.errorTitle') : t('captcha.title')}
      description={failed ? shown.message : t('captcha.description')}
      size="small"
    >
      <Stack space="standard">
        {shown?.kind === 'failed' ? (
          <Button fullWidth onClick={onReload}>
            {t('captcha.reload')}
          </Button>
        ) : null}
        {shown?.kind === 'challenge' ? <VisibleChallenge challenge={shown.challenge} services={services} onVerified={onVerified} onUnavailable={onUnavailable} /> : null}
      </Stack>
    </Dialog>
  );
}

function VisibleChallenge({
  challenge,
  services,
  onVerified,
  onUnavailable,
}: {
  challenge: CaptchaChallenge;
  services: ReturnType<typeof useCaptchaServices>;
  onVerified: (token: string) => void;
  onUnavailable: () => void;
}) {
  const t = useT(authCatalogue);
  if (challenge.provider === 'altcha' && challenge.altcha) {
    return <AltchaWidget challenge={challenge.altcha} load={services.loadAltchaWidget} onVerified={onVerified} onUnavailable={onUnavailable} />;
  }
  if (challenge.provider === 'recaptcha' && challenge.recaptcha) {
    return (
      <RecaptchaCheckbox
        siteKeyV3={challenge.recaptcha.siteKeyV3}
        siteKeyV2={challenge.recaptcha.siteKeyV2}
        load={services.loadRecaptcha}
        onVerified={onVerified}
        onUnavailable={onUnavailable}
      />
    );
  }
  // Captcha is off, yet the server refused the call: nothing to show but the failure.
  return <p className={styles.message}>{t('captcha.failed')}</p>;
}
