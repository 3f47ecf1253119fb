import { Stack } from '@rewards/design-system';
import type { FormEvent } from 'react';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <form className={parts.screen} onSubmit={submit} noValidate aria-label="Confirm mobile number">
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>Login</ScreenHeading>
        <div>
          <p className={parts.muted}>Continue with your mobile number</p>
          <MobileLine mobile={mobile} onEdit={onEditMobile} error={mobileError} />
        </div>
        <SubmitButton pending={pending}>CONFIRM AND PROCEED</SubmitButton>
        <TermsLine />
      </Stack>
    </form>
  );
}
