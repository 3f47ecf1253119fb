import { Button, Stack, TextInput } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { useId, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { ScreenHeading, SubmitButton, useFocusOnMount, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export const emailScreenModes = ['complete', 'confirm'] as const;
export type EmailScreenMode = (typeof emailScreenModes)[number];

/** What each mode says: its title, its line and its button. */
function copyOf(t: Translate, mode: EmailScreenMode): { title: string; text: string; button: string } {
  return mode === 'complete'
    ? { title: t('emailScreen.complete.title'), text: t('emailScreen.complete.text'), button: t('emailScreen.complete.button') }
    : { title: t('emailScreen.confirm.title'), text: t('emailScreen.confirm.text'), button: t('action.confirmAndProceed') };
}

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
  const t = useT(authCatalogue);
  const copy = copyOf(t, mode);
  const emailId = useId();
  useFocusOnMount(emailId, focusOnMount);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form className={parts.screen} onSubmit={submit} noValidate aria-label={copy.title}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{copy.title}</ScreenHeading>
        <p className={parts.text}>{copy.text}</p>
        <TextInput
          id={emailId}
          label={t('field.emailAddress')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailScreen.placeholder')}
          noSpaces
          value={email}
          onChange={onEmailChange}
          onEnter={() => submit()}
          error={emailError}
        />
        <SubmitButton pending={pending} disabled={email.trim() === ''}>
          {copy.button}
        </SubmitButton>
        {onSkip ? (
          <Button variant="ghost" fullWidth onClick={onSkip} disabled={pending}>
            {t('action.skipForNow')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
