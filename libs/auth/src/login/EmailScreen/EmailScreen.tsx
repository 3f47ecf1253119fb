import { Button, Stack, TextInput } from '@rewards/design-system';
import { useId, type FormEvent } from 'react';
import { ScreenHeading, SubmitButton, useFocusOnMount, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export const emailScreenModes = ['complete', 'confirm'] as const;
export type EmailScreenMode = (typeof emailScreenModes)[number];

const copy: Record<EmailScreenMode, { title: string; text: string; button: string }> = {
  complete: {
    title: 'Complete your profile',
    text: 'Add your email address to receive your membership details and offers.',
    button: 'SAVE AND CONTINUE',
  },
  confirm: {
    title: 'Confirm your email',
    text: 'Is this the email address we should use for your membership?',
    button: 'CONFIRM AND PROCEED',
  },
};

export interface EmailScreenProps {
  /** 'complete' asks for an email (GET_AND_CONFIRM_EMAIL_FROM_USER); 'confirm' shows the one on file (CONFIRM_EMAIL_FROM_USER). */
  mode: EmailScreenMode;
  email: string;
  onEmailChange: (value: string) => void;
  emailError?: string | undefined;
  pending: boolean;
  onSubmit: () => void;
  titleLevel?: HeadingLevel | 'none';
  focusOnMount?: boolean;
  /** 'Skip for now': the member goes on without an email (asked again at the next login). */
  onSkip?: (() => void) | undefined;
}

/** The profile-completion email step after login. */
export function EmailScreen({ mode, email, onEmailChange, emailError, pending, onSubmit, titleLevel = 2, focusOnMount = false, onSkip }: EmailScreenProps) {
  const emailId = useId();
  useFocusOnMount(emailId, focusOnMount);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form className={parts.screen} onSubmit={submit} noValidate aria-label={copy[mode].title}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{copy[mode].title}</ScreenHeading>
        <p className={parts.text}>{copy[mode].text}</p>
        <TextInput
          id={emailId}
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          noSpaces
          value={email}
          onChange={onEmailChange}
          onEnter={() => submit()}
          error={emailError}
        />
        <SubmitButton pending={pending} disabled={email.trim() === ''}>
          {copy[mode].button}
        </SubmitButton>
        {onSkip ? (
          <Button variant="ghost" fullWidth onClick={onSkip} disabled={pending}>
            Skip for now
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
