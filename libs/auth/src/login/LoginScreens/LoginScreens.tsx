import { usePartner } from '@rewards/partner';
import { useState } from 'react';
import { AddMobileScreen } from '../AddMobileScreen';
import { ConfirmMobileScreen } from '../ConfirmMobileScreen';
import { EmailScreen } from '../EmailScreen';
import { EnterMobileScreen } from '../EnterMobileScreen';
import { ErrorScreen } from '../ErrorScreen';
import type { LoginFlow } from '../flow/useLoginFlow';
import { OtpScreen } from '../OtpScreen';
import { SocialLoginButtons } from '../SocialLoginButtons';
import { SuccessScreen } from '../SuccessScreen';

export interface LoginScreensProps {
  flow: LoginFlow;
  /**
   * 'popup': the dialog's title says Login; 'page': the page's h1 says Login. Either way the mobile
   * screens show no second 'Login' and the other screens' titles sit one level below the host's.
   */
  host: 'popup' | 'page';
  /** The social login under the mobile entry (partners with `socialLogin`): its origin, and whether the last one failed. */
  social?: { origin?: 'LOGIN' | 'TRIAL'; failed?: boolean };
}

/** The current screen of a login flow, and its captcha dialog. */
export function LoginScreens({ flow, host, social }: LoginScreensProps) {
  const { state } = flow;
  const { socialLogin } = usePartner();
  // Focus follows the member from screen to screen, but the first screen leaves focus where the host put it.
  const [firstScreen] = useState(state.screen);
  const [moved, setMoved] = useState(false);
  if (!moved && state.screen !== firstScreen) setMoved(true);
  const titleLevel = host === 'popup' ? 3 : 2;

  const screen = (() => {
    switch (state.screen) {
      case 'ENTER_MOBILE':
        return (
          <EnterMobileScreen
            mobile={state.identifierValue}
            onMobileChange={flow.setMobile}
            mobileError={state.mobileError ?? flow.mobile.error}
            identifierType={state.identifierType}
            onIdentifierTypeChange={flow.emailLoginAllowed ? flow.setIdentifierType : undefined}
            code={state.code}
            onCodeChange={flow.setCode}
            codeRevealed={state.codeRevealed}
            onRevealCode={flow.revealCode}
            variant={flow.variant}
            action={flow.action}
            canSubmit={flow.canSubmitMobile}
            pending={state.pending === 'send'}
            onSubmit={flow.submitMobile}
            titleLevel="none"
            focusOnMount={moved}
          />
        );
      case 'CONFIRM_MOBILE':
        return (
          <ConfirmMobileScreen
            mobile={state.identifierValue}
            onEditMobile={flow.editMobile}
            mobileError={state.mobileError}
            pending={state.pending === 'send'}
            onConfirm={flow.submitMobile}
            titleLevel="none"
          />
        );
      case 'OTP_SCREEN':
        return (
          <OtpScreen
            mobile={state.identifierValue}
            email={state.identifierType === 'email' ? flow.mobile.value : undefined}
            onEditMobile={flow.editMobile}
            otp={state.otp}
            onOtpChange={flow.setOtp}
            onOtpComplete={(otp) => void flow.verifyOtp(otp)}
            otpError={state.otpError}
            mobileError={state.mobileError}
            verified={state.otpVerified}
            pending={state.pending}
            resendSecondsLeft={state.resendSecondsLeft}
            onResend={flow.resendOtp}
            onVerify={flow.pressVerify}
            titleLevel={titleLevel}
            focusOnMount={moved}
            blurOnComplete={host === 'page'}
          />
        );
      case 'COMPLETE_EMAIL':
      case 'CONFIRM_EMAIL':
        return (
          <EmailScreen
            mode={state.screen === 'COMPLETE_EMAIL' ? 'complete' : 'confirm'}
            email={state.email}
            onEmailChange={flow.setEmail}
            emailError={state.emailError}
            pending={state.pending === 'email'}
            onSubmit={flow.submitEmail}
            onSkip={flow.skipContact}
            titleLevel={titleLevel}
            focusOnMount={moved}
          />
        );
      case 'ADD_MOBILE':
        return (
          <AddMobileScreen
            mobile={state.newMobile}
            onMobileChange={flow.setNewMobile}
            mobileError={state.newMobileError}
            pending={state.pending === 'send'}
            onSubmit={() => void flow.sendContactCode()}
            onSkip={flow.skipContact}
            titleLevel={titleLevel}
            focusOnMount={moved}
          />
        );
      case 'ADD_MOBILE_OTP':
      case 'VERIFY_EMAIL':
        // The same code screen as login's, for the mobile being added or the email being confirmed.
        return (
          <OtpScreen
            key={state.screen}
            mobile={state.newMobile}
            email={state.screen === 'VERIFY_EMAIL' ? state.email.trim().toLowerCase() : undefined}
            onEditMobile={flow.editContact}
            otp={state.otp}
            onOtpChange={flow.setOtp}
            onOtpComplete={(otp) => void flow.verifyContactCode(otp)}
            otpError={state.otpError}
            mobileError={state.mobileError}
            verified={state.otpVerified}
            pending={state.pending}
            resendSecondsLeft={state.resendSecondsLeft}
            onResend={() => void flow.sendContactCode()}
            onVerify={() => void flow.pressContactVerify()}
            titleLevel={titleLevel}
            focusOnMount
            blurOnComplete={host === 'page'}
          />
        );
      case 'SUCCESS':
        return <SuccessScreen onContinue={flow.continueFromSuccess} titleLevel={titleLevel} />;
      case 'ERROR':
        return <ErrorScreen onRetry={flow.restart} titleLevel={titleLevel} />;
    }
  })();

  return (
    <>
      {screen}
      {socialLogin && state.screen === 'ENTER_MOBILE' ? <SocialLoginButtons origin={social?.origin} failed={social?.failed} /> : null}
      {flow.captchaDialog}
    </>
  );
}
