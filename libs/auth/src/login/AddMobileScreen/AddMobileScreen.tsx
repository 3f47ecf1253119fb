import { MOBILE_LENGTH } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { MobileField } from '../parts/MobileField';
import { ScreenHeading, SubmitButton, useFocusOnMount, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export interface AddMobileScreenProps {
  /** Digits typed after +91. */
  mobile: string;
  onMobileChange: (value: string) => void;
  /** Invalid, in use (auth 429), a blocked number (auth 432), or a limit. */
  mobileError?: string | undefined;
  pending: boolean;
  onSubmit: () => void;
  onSkip: () => void;
  titleLevel?: HeadingLevel | 'none';
  focusOnMount?: boolean;
}

/**
 * The sign-up screen of an account without a mobile (GET_AND_CONFIRM_MOBILE_FROM_USER): the member
 * is logged in already, and the mobile becomes this account's once the code sent to it is entered.
 */
export function AddMobileScreen({ mobile, onMobileChange, mobileError, pending, onSubmit, onSkip, titleLevel = 2, focusOnMount = false }: AddMobileScreenProps) {
  const t = useT(authCatalogue);
  const mobileId = useId();
  useFocusOnMount(mobileId, focusOnMount);
  const complete = mobile.length === MOBILE_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (complete && !pending) onSubmit();
  };
  return (
    <form className={parts.screen} onSubmit={submit} noValidate aria-label={t('addMobile.title')}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{t('addMobile.title')}</ScreenHeading>
        <p className={parts.text}>{t('addMobile.text')}</p>
        <MobileField id={mobileId} value={mobile} onChange={onMobileChange} onEnter={() => submit()} error={mobileError} />
        <SubmitButton pending={pending} disabled={!complete}>
          {t('addMobile.getOtp')}
        </SubmitButton>
        <Button variant="ghost" fullWidth onClick={onSkip} disabled={pending}>
          {t('action.skipForNow')}
        </Button>
      </Stack>
    </form>
  );
}
