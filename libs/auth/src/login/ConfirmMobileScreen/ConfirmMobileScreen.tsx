import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import type { FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { MobileLine, ScreenHeading, SubmitButton, TermsLine, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export interface ConfirmMobileScreenProps {
  mobile: string;
  onEditMobile: () => void;
  mobileError?: string | undefined;
  pending: boolean;
  /** CONFIRM AND PROCEED: sends the code to this number. */
  onConfirm: () => void;
  titleLevel?: HeadingLevel | 'none';
}

/** CONFIRM_MOBILE (spec §2): the number single sign-on knows, an edit icon and CONFIRM AND PROCEED. */
export function ConfirmMobileScreen({ mobile, onEditMobile, mobileError, pending, onConfirm, titleLevel = 2 }: ConfirmMobileScreenProps) {
  const t = useT(authCatalogue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <form className={parts.screen} onSubmit={submit} noValidate aria-label={t('confirmMobile.label')}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{t('login.title')}</ScreenHeading>
        <div>
          <p className={parts.muted}>{t('confirmMobile.text')}</p>
          <MobileLine mobile={mobile} onEdit={onEditMobile} error={mobileError} />
        </div>
        <SubmitButton pending={pending}>{t('action.confirmAndProceed')}</SubmitButton>
        <TermsLine />
      </Stack>
    </form>
  );
}
