import type { CodeDetails } from '@rewards/api-contract';
import { useSession } from '@rewards/auth';
import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePaymentApi, usePaymentQueries } from '../api/usePaymentApi';
import { BuyButton } from '../BuyButton';
import { CodeAppliedSheet } from '../CodeApplied';
import { checkCode } from '../codes/checkCode';
import { membershipCatalogue } from '../i18n/catalogue';
import { codeErrorMessage } from '../rules/codeError';
import * as steps from '../steps/steps.css';
import * as styles from './DiscountBanner.css';

/** The banner's `code_applied` sheet. */
const CODE_APPLIED_KEY = 'discount-banner';

export interface DiscountBannerProps {
  /** A captcha token for the code check, when the page has one (the check works without). */
  getVerificationToken?: () => Promise<string | undefined>;
}

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'applied'; code: string; offerText: string } | { kind: 'refused'; error: unknown };

/**
 * The discount banner of the logged-out home and /categories (`GET /c/prime/discountBanner`; spec
 * §2 browsing, §4 codes): the banner's text and code for visitors, when the server says to show
 * it. A click validates the code, as every code on the site is validated, and shows it applied (in
 * the `code_applied` sheet too, with a join button priced with it) or the code's own refusal; an
 * applied code goes into the page's `promo` parameter, so the join button prices it and carries it
 * through sign-in to payment.
 */
export function DiscountBanner({ getVerificationToken }: DiscountBannerProps) {
  const { status } = useSession();
  const t = useT(membershipCatalogue);
  const visitor = status === 'loggedOut';
  const paymentApi = usePaymentApi();
  const { data: banner } = useQuery({ ...usePaymentQueries().discountBanner(), enabled: visitor });
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [, setParams] = useSearchParams();
  const codeApplied = useOverlay<CodeDetails>('code_applied', CODE_APPLIED_KEY);

  if (!visitor || !banner?.showDiscountBanner || !banner.bannerText || !banner.code) return null;
  const bannerCode = banner.code;

  const apply = async () => {
    if (state.kind === 'checking' || state.kind === 'applied') return;
    setState({ kind: 'checking' });
    try {
      const verificationToken = await getVerificationToken?.();
      const details = await checkCode(paymentApi, bannerCode, verificationToken ? { verificationToken } : {});
      setState({ kind: 'applied', code: details.code, offerText: details.offerText ?? details.userMessage });
      codeApplied.show(details);
      setParams(
        (params) => {
          params.set('promo', details.code);
          return params;
        },
        { replace: true },
      );
    } catch (error) {
      setState({ kind: 'refused', error });
    }
  };

  return (
    <Stack as="section" space="xsmall" aria-label={t('discountBanner.label')}>
      <button type="button" className={styles.banner} onClick={() => void apply()} aria-disabled={state.kind === 'checking' || state.kind === 'applied'}>
        <span>{banner.bannerText}</span>
        <span className={styles.code}>{bannerCode}</span>
      </button>
      {/* Always in the page, so the result is announced when it arrives. */}
      <div role="status" className={styles.message}>
        {state.kind === 'applied' ? (
          <p className={steps.positive}>{t('codeApplied.line', { code: state.code, message: state.offerText })}</p>
        ) : state.kind === 'checking' ? (
          <p className={steps.muted}>{t('discountBanner.applying', { code: bannerCode })}</p>
        ) : null}
      </div>
      {state.kind === 'refused' ? (
        <p className={`${steps.critical} ${styles.message}`} role="alert">
          {codeErrorMessage(t, state.error)}
        </p>
      ) : null}
      {/* The code applied, with the way to join with it (sign-in, then payment with the code). */}
      <CodeAppliedSheet
        overlayKey={CODE_APPLIED_KEY}
        action={(details) => <BuyButton giftCode={{ code: details.code, subscriptionVariant: details.subscriptionVariant }} fullWidth />}
      />
    </Stack>
  );
}
