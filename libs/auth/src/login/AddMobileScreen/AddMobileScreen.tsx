import { MOBILE_LENGTH } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { useId, type FormEvent } from 'react';
import { MobileField } from '../parts/MobileField';
import { ScreenHeading, SubmitButton, useFocusOnMount, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export const ADD_MOBILE_TITLE = 'Add your mobile number';
export const SKIP_FOR_NOW = 'Skip for now';

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
  const mobileId = useId();
  useFocusOnMount(mobileId, focusOnMount);
  const complete = mobile.length === MOBILE_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (complete && !pending) onSubmit();
  };
  return (
    <form className={parts.screen} onSubmit={submit} noValidate aria-label={ADD_MOBILE_TITLE}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{ADD_MOBILE_TITLE}</ScreenHeading>
        <p className={parts.text}>Your account has no mobile number yet. Add one to log in with it too and to get your membership updates by SMS.</p>
        <MobileField id={mobileId} value={mobile} onChange={onMobileChange} onEnter={() => submit()} error={mobileError} />
        <SubmitButton pending={pending} disabled={!complete}>
          GET OTP
        </SubmitButton>
        <Button variant="ghost" fullWidth onClick={onSkip} disabled={pending}>
          {SKIP_FOR_NOW}
        </Button>
      </Stack>
    </form>
  );
}
