import type { CreditCodeStep, CreditDetails } from '@rewards/api-client';
import { Button, FieldError, FieldLabel, Inline, Stack, TextInput } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClock } from '@rewards/clock';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreditApi, useCreditQueries } from '../api/useCreditApi';
import { creditScoreCatalogue } from '../i18n/catalogue';
import { BusyButton, ErrorAlert } from '../parts/parts';
import { dateOfBirthError, istToday, latestAdultBirthDate } from '../rules/age';
import { normalisePan, panError } from '../rules/pan';
import { BUREAU_NAME, BUREAU_TERMS_PATH } from '../rules/texts';
import * as shared from '../styles/credit.css';
import * as styles from './CreditForm.css';

export interface CreditFormProps {
  memberId: string;
  /** What the member last checked with: the name and date of birth start filled in. */
  details: CreditDetails;
  /** The bureau sent its code. */
  onSent: (codeStep: CreditCodeStep) => void;
  /** A member refreshing a report they hold may go back to it. */
  onBackToReport?: (() => void) | undefined;
}

/**
 * The details a check is asked with: the name as on the PAN, the PAN (checked here, then with the
 * bureau, which answers it masked), the date of birth and the consent to the bureau's terms.
 * 'Get my credit score' verifies a PAN not yet verified, then asks the bureau for its code.
 */
export function CreditForm({ memberId, details, onSent, onBackToReport }: CreditFormProps) {
  const t = useT(creditScoreCatalogue);
  const { brandName } = usePartner();
  const creditApi = useCreditApi();
  const queries = useCreditQueries();
  const queryClient = useQueryClient();
  const ids = { heading: useId(), name: useId(), pan: useId(), dob: useId(), consent: useId() };

  const [name, setName] = useState(details.name ?? '');
  const [pan, setPan] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState(details.dateOfBirth ?? '');
  const [consent, setConsent] = useState(false);
  // Messages show once the member has tried (Verify PAN, or the submit), then follow what they type.
  const [submitted, setSubmitted] = useState(false);
  const [panTried, setPanTried] = useState(false);
  const clock = useClock();
  const [today] = useState(() => istToday(clock.now()));

  const verifyPan = useMutation({ mutationFn: (value: string) => creditApi.verifyPan(value) });
  const send = useMutation({
    mutationFn: creditApi.sendOtp,
    onSuccess: (codeStep) => {
      void queryClient.invalidateQueries({ queryKey: queries.member(memberId) });
      onSent(codeStep);
    },
  });
  const maskedPan = verifyPan.isSuccess && verifyPan.variables === pan ? verifyPan.data : undefined;
  const busy = verifyPan.isPending || send.isPending;

  const errors = {
    name: submitted && name.trim() === '' ? t('form.nameRequired') : undefined,
    pan: submitted || panTried ? panError(t, pan) : undefined,
    dob: submitted ? dateOfBirthError(t, dateOfBirth, today) : undefined,
    consent: submitted && !consent ? t('form.consentRequired') : undefined,
  };

  const focus = (id: string) => document.getElementById(id)?.focus();

  const checkPan = () => {
    setPanTried(true);
    send.reset();
    if (panError(t, pan)) return focus(ids.pan);
    // Once verified the button is disabled: focus goes on to the date of birth, the next thing to
    // fill (the result is announced by its status), rather than falling to the body (issue 33).
    verifyPan.mutate(pan, { onSuccess: () => focus(ids.dob) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    send.reset();
    // What the submit finds wrong, first to last.
    const errorsNow = {
      name: name.trim() === '' ? t('form.nameRequired') : undefined,
      pan: panError(t, pan),
      dob: dateOfBirthError(t, dateOfBirth, today),
      consent: consent ? undefined : t('form.consentRequired'),
    };
    const invalid = [
      [ids.name, errorsNow.name],
      [ids.pan, errorsNow.pan],
      [ids.dob, errorsNow.dob],
      [ids.consent, errorsNow.consent],
    ].find(([, message]) => message !== undefined);
    if (invalid) return focus(invalid[0] as string);
    const request = { consent: true, pan, name: name.trim(), dateOfBirth };
    if (maskedPan) send.mutate(request);
    else verifyPan.mutate(pan, { onSuccess: () => send.mutate(request) });
  };

  return (
    <form className={shared.card} aria-labelledby={ids.heading} onSubmit={submit} noValidate>
      <Stack space="medium">
        <h2 id={ids.heading} className={shared.h2}>
          {t('form.heading')}
        </h2>
        <p className={shared.muted}>{t('form.shared', { bureau: BUREAU_NAME })}</p>
        <TextInput id={ids.name} label={t('form.name')} value={name} onChange={setName} autoComplete="name" maxLength={100} error={errors.name} />

        <Inline space="small" alignY="end">
          <div className={styles.panField}>
            <TextInput
              id={ids.pan}
              label={t('form.pan')}
              placeholder="ABCPE1234F"
              value={pan}
              onChange={(value) => {
                setPan(normalisePan(value));
                verifyPan.reset();
              }}
              autoComplete="off"
              error={errors.pan}
            />
          </div>
          <div className={styles.panButton}>
            <BusyButton variant="secondary" onClick={checkPan} busy={verifyPan.isPending} disabled={busy || maskedPan !== undefined}>
              {t('form.verifyPan')}
            </BusyButton>
          </div>
        </Inline>
        {maskedPan ? (
          <p role="status" className={shared.positive}>
            {t('form.panVerified', { pan: maskedPan })}
          </p>
        ) : details.maskedPan ? (
          <p className={shared.muted}>{t('form.lastPan', { pan: details.maskedPan })}</p>
        ) : null}
        {verifyPan.isError ? <ErrorAlert error={verifyPan.error} /> : null}

        <DateField id={ids.dob} label={t('form.dateOfBirth')} value={dateOfBirth} onChange={setDateOfBirth} max={latestAdultBirthDate(today)} error={errors.dob} />

        <div>
          <Inline space="small" alignY="start" wrap={false}>
            <input
              id={ids.consent}
              type="checkbox"
              className={styles.checkbox}
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
            />
            <label htmlFor={ids.consent} className={styles.consentText}>
              {fillSlot(
                t('form.consent', { terms: SLOT, brand: brandName, bureau: BUREAU_NAME }),
                <Link to={BUREAU_TERMS_PATH} className={shared.link}>
                  {t('terms.link', { bureau: BUREAU_NAME })}
                </Link>,
              )}
            </label>
          </Inline>
          {errors.consent ? <FieldError id={`${ids.consent}-error`}>{errors.consent}</FieldError> : null}
        </div>

        {send.isError ? <ErrorAlert error={send.error} /> : null}
        <Inline space="small" alignY="center">
          <BusyButton type="submit" size="large" busy={send.isPending} disabled={busy}>
            {t('form.submit')}
          </BusyButton>
          {onBackToReport ? (
            <Button variant="ghost" onClick={onBackToReport} disabled={busy}>
              {t('form.backToReport')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: string;
  error: string | undefined;
}

/** A native date input (the phone's own picker), labelled and described like the design system's fields. */
function DateField({ id, label, value, onChange, max, error }: DateFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="date"
        className={error ? styles.dateInputInvalid : styles.dateInput}
        value={value}
        max={max}
        autoComplete="bday"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
