import { EMAIL_MAX_LENGTH } from '../../rules/email';
import { Stack, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import type { EnterMobileAction, LoginVariant } from '../../rules/enterMobileAction';
import type { LoginIdentifierType } from '../flow/loginFlowState';
import { ScreenHeading, SubmitButton, TermsLine, useFocusOnMount, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';
import { MobileField } from '../parts/MobileField';

/** The card-network modal's line in English, as the catalogue's 'enterMobile.cardNetworkPrompt' says it. */
export const CARD_NETWORK_PROMPT = 'We need your mobile number to proceed';

export interface EnterMobileScreenProps {
  /** The number typed after +91 (or the email, when `identifierType` is email). */
  mobile: string;
  onMobileChange: (value: string) => void;
  /** Under the field: the invalid-number (or invalid-email) message or the server's answer. */
  mobileError?: string | undefined;
  /** A mobile (the default) or an email. */
  identifierType?: LoginIdentifierType;
  /** Given where email login is allowed (the core site): 'Use email instead' / 'Use mobile number instead'. */
  onIdentifierTypeChange?: ((value: LoginIdentifierType) => void) | undefined;
  /** The referral/gift (or coupon) code. */
  code: string;
  onCodeChange: (value: string) => void;
  /** The referral/gift code field is showing. */
  codeRevealed: boolean;
  onRevealCode: () => void;
  variant?: LoginVariant;
  action: EnterMobileAction;
  /** The button is enabled (a valid number, and a code when one is required). */
  canSubmit: boolean;
  pending: boolean;
  onSubmit: () => void;
  /** 'Login', at the level the host needs ('none' when the host's own title says it). */
  titleLevel?: HeadingLevel | 'none';
  /** Focus the mobile field on mount (the member came back to edit it). */
  focusOnMount?: boolean;
}

/**
 * ENTER_MOBILE (spec §2): +91 and a numeric mobile field (or, where allowed, an email field), the
 * optional code, JOIN NOW and the terms.
 */
export function EnterMobileScreen({
  mobile,
  onMobileChange,
  mobileError,
  identifierType = 'mobile',
  onIdentifierTypeChange,
  code,
  onCodeChange,
  codeRevealed,
  onRevealCode,
  variant = {},
  action,
  canSubmit,
  pending,
  onSubmit,
  titleLevel = 2,
  focusOnMount = false,
}: EnterMobileScreenProps) {
  const t = useT(authCatalogue);
  const mobileId = useId();
  const codeId = useId();
  useFocusOnMount(mobileId, focusOnMount);
  // The action names the button; the page's language says it.
  const buttonText = action.label === 'CLAIM OFFER' ? t('enterMobile.claimOffer') : action.label === 'Continue' ? t('enterMobile.continue') : t('enterMobile.joinNow');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSubmit && !pending) onSubmit();
  };
  const switchIdentifier = () => {
    onIdentifierTypeChange?.(identifierType === 'email' ? 'mobile' : 'email');
    // The other field replaces this one: focus it once it is in the page.
    requestAnimationFrame(() => document.getElementById(mobileId)?.focus());
  };
  const reveal = () => {
    onRevealCode();
    // The field appears on this click; focus it once it is in the page.
    requestAnimationFrame(() => document.getElementById(codeId)?.focus());
  };

  return (
    <form className={parts.screen} onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{t('login.title')}</ScreenHeading>
        {variant.cardNetworkModal ? <p className={parts.text}>{t('enterMobile.cardNetworkPrompt')}</p> : null}
        {variant.helperText ? <p className={parts.muted}>{variant.helperText}</p> : null}
        {identifierType === 'email' ? (
          <TextInput
            id={mobileId}
            label={t('field.emailAddress')}
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            name="email"
            placeholder={t('enterMobile.emailPlaceholder')}
            noSpaces
            value={mobile}
            onChange={onMobileChange}
            onEnter={() => submit()}
            error={mobileError}
          />
        ) : (
          <MobileField id={mobileId} value={mobile} onChange={onMobileChange} onEnter={() => submit()} error={mobileError} />
        )}
        {onIdentifierTypeChange ? (
          <button type="button" className={parts.linkButton} onClick={switchIdentifier}>
            {identifierType === 'email' ? t('enterMobile.useMobile') : t('enterMobile.useEmail')}
          </button>
        ) : null}
        {variant.couponField ? (
          <TextInput id={codeId} label={t('enterMobile.couponCode')} name="coupon" noSpaces value={code} onChange={onCodeChange} onEnter={() => submit()} />
        ) : codeRevealed ? (
          <TextInput id={codeId} label={t('enterMobile.referralCode')} name="code" noSpaces value={code} onChange={onCodeChange} onEnter={() => submit()} />
        ) : (
          <button type="button" className={parts.linkButton} onClick={reveal}>
            {t('enterMobile.revealCode')}
          </button>
        )}
        <SubmitButton pending={pending} disabled={!canSubmit}>
          {buttonText}
        </SubmitButton>
        <TermsLine />
      </Stack>
    </form>
  );
}
