import type { CreditCodeStep, CreditDetails } from '@rewards/api-client';
import { Button, DEFAULT_OTP_LENGTH, Inline, OtpInput, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useCreditApi, useCreditQueries } from '../api/useCreditApi';
import { useSecondsUntil } from '../hooks/useSecondsUntil';
import { creditScoreCatalogue } from '../i18n/catalogue';
import { BusyButton, ErrorAlert } from '../parts/parts';
import { resendWaitText } from '../rules/countdown';
import { BUREAU_NAME } from '../rules/texts';
import * as shared from '../styles/credit.css';

export interface CodeStepProps {
  memberId: string;
  codeStep: CreditCodeStep;
  /** A new code was sent (its own resend time and expiry). */
  onResent: (codeStep: CreditCodeStep) => void;
  /** The code was right: the report is in the cache. */
  onVerified: () => void;
  onEditDetails: () => void;
}

/**
 * The bureau's code: six digits sent to the mobile the bureau holds for the PAN (shown masked; not
 * necessarily the member's own, so only the PAN holder's phone opens the report), Verify, and
 * Resend once the server allows it (30 s after the last send, counted down here).
 */
export function CodeStep({ memberId, codeStep, onResent, onVerified, onEditDetails }: CodeStepProps) {
  const t = useT(creditScoreCatalogue);
  const creditApi = useCreditApi();
  const queries = useCreditQueries();
  const queryClient = useQueryClient();
  const ids = { heading: useId(), code: useId() };
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const secondsLeft = useSecondsUntil(codeStep.resendAvailableAt);

  const verify = useMutation({
    mutationFn: ({ checkId, otp }: { checkId: string; otp: string }) => creditApi.verifyOtp(checkId, otp),
    onSuccess: (report) => {
      // The answer is the report: show it at once, then read both back from the server.
      queryClient.setQueryData(queries.report(memberId).queryKey, report);
      queryClient.setQueryData(queries.details(memberId).queryKey, (old: CreditDetails | undefined) =>
        old ? { ...old, codeStep: null, hasReport: true, reportGeneratedAt: report.generatedAt, refreshAvailableAt: report.refreshAvailableAt } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queries.member(memberId) });
      onVerified();
    },
  });
  const resend = useMutation({
    mutationFn: (checkId: string) => creditApi.resendOtp(checkId),
    onSuccess: (next) => {
      setCode('');
      setTried(false);
      verify.reset();
      onResent(next);
    },
  });
  const busy = verify.isPending || resend.isPending;
  const waitText = resendWaitText(t, secondsLeft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (code.length < DEFAULT_OTP_LENGTH) {
      document.getElementById(ids.code)?.focus();
      return;
    }
    resend.reset();
    verify.mutate({ checkId: codeStep.checkId, otp: code });
  };

  return (
    <form className={shared.card} aria-labelledby={ids.heading} onSubmit={submit} noValidate>
      <Stack space="medium">
        <h2 id={ids.heading} className={shared.h2}>
          {t('code.heading')}
        </h2>
        <p className={shared.muted}>{t('code.sent', { bureau: BUREAU_NAME })}</p>
        <OtpInput
          id={ids.code}
          label={t('code.prompt', { mobile: codeStep.maskedMobile })}
          value={code}
          onChange={(value) => {
            setCode(value);
            verify.reset();
          }}
          error={tried && code.length < DEFAULT_OTP_LENGTH ? t('code.incomplete') : undefined}
          disabled={resend.isPending}
        />
        {verify.isError ? <ErrorAlert error={verify.error} /> : null}
        <Inline space="small" alignY="center">
          <BusyButton type="submit" size="large" busy={verify.isPending} disabled={busy}>
            {t('code.verify')}
          </BusyButton>
        </Inline>
        <Inline space="small" alignY="center">
          <BusyButton variant="ghost" onClick={() => resend.mutate(codeStep.checkId)} busy={resend.isPending} disabled={busy || secondsLeft > 0}>
            {t('code.resend')}
          </BusyButton>
          {waitText ? (
            <span role="timer" className={shared.muted}>
              {waitText}
            </span>
          ) : null}
        </Inline>
        {resend.isSuccess ? (
          <p role="status" className={shared.positive}>
            {t('code.newSent')}
          </p>
        ) : null}
        {resend.isError ? <ErrorAlert error={resend.error} /> : null}
        <Inline space="small" alignY="center">
          <Button variant="ghost" onClick={onEditDetails} disabled={busy}>
            {t('code.editDetails')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
