import type { UnsubscribeReason, UnsubscribeRequest } from '@rewards/api-contract';
import { Button, FieldError, FieldLabel, Inline, Stack, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { contentCatalogue } from '../i18n/catalogue';
import {
  UNSUBSCRIBE_COMMENT_MAX,
  unsubscribeErrorMessage,
  unsubscribeRequest,
  validateUnsubscribe,
  type UnsubscribeChannel,
  type UnsubscribeErrors,
  type UnsubscribeValues,
} from '../rules/unsubscribeRules';
import * as styles from './UnsubscribeForm.css';

export interface UnsubscribeFormProps {
  reasons: readonly UnsubscribeReason[];
  /** Records the opt-out and resolves with the server's message (`queries.content.unsubscribe`). */
  submit: (body: UnsubscribeRequest) => Promise<string>;
  /** `email`: promotional email to an address (the spec's /unsubscribe); `sms` (default): marketing SMS to a mobile. */
  channel?: UnsubscribeChannel;
  /** The address the form starts with (an email's unsubscribe link carries it). */
  initialEmail?: string;
}

/**
 * Stops promotional email to an address, or marketing SMS to a mobile: the address, a reason and an
 * optional comment. Problems show beside their fields and focus goes to the first; a failed call
 * keeps everything typed and shows the server's message; success replaces the form with the
 * server's confirmation.
 */
export function UnsubscribeForm({ reasons, submit, channel = 'sms', initialEmail = '' }: UnsubscribeFormProps) {
  const id = useId();
  const ids = { mobile: `${id}-mobile`, email: `${id}-email`, reason: `${id}-reason`, comment: `${id}-comment` };
  const t = useT(contentCatalogue);
  // What each form says: its name, the reasons' question and the button.
  const words =
    channel === 'email'
      ? { form: t('unsubscribe.email.form'), question: t('unsubscribe.email.question'), button: t('unsubscribe.email.button') }
      : { form: t('unsubscribe.sms.form'), question: t('unsubscribe.sms.question'), button: t('unsubscribe.sms.button') };
  const [values, setValues] = useState<UnsubscribeValues>({ mobile: '', email: initialEmail, reasonId: '', comment: '' });
  const [errors, setErrors] = useState<UnsubscribeErrors>({});
  const mutation = useMutation({ mutationFn: submit });
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus();
  }, [mutation.isSuccess]);

  if (reasons.length === 0) {
    return <p className={styles.unavailable}>{t('unsubscribe.unavailable')}</p>;
  }

  if (mutation.isSuccess) {
    return (
      <div ref={doneRef} className={styles.done} role="status" tabIndex={-1}>
        <p className={styles.doneMessage}>{mutation.data}</p>
      </div>
    );
  }

  const change = <K extends keyof UnsubscribeValues>(key: K, value: UnsubscribeValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A corrected field loses its message; the others keep theirs until the next submit.
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateUnsubscribe(t, values, channel);
    setErrors(found);
    if (found.email) return document.getElementById(ids.email)?.focus();
    if (found.mobile) return document.getElementById(ids.mobile)?.focus();
    if (found.reasonId) return document.querySelector<HTMLInputElement>(`input[name="${ids.reason}"]`)?.focus();
    if (found.comment) return document.getElementById(ids.comment)?.focus();
    mutation.mutate(unsubscribeRequest(values, channel));
  };

  const reasonErrorId = `${ids.reason}-error`;
  const counterId = `${ids.comment}-count`;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={words.form}>
      <Stack space="large">
        {channel === 'email' ? (
          <TextInput
            id={ids.email}
            label={t('unsubscribe.email.label')}
            type="email"
            maxLength={254}
            autoComplete="email"
            placeholder={t('unsubscribe.email.placeholder')}
            value={values.email ?? ''}
            onChange={(email) => change('email', email)}
            error={errors.email}
          />
        ) : (
          <TextInput
            id={ids.mobile}
            label={t('unsubscribe.mobile.label')}
            type="numeric"
            maxLength={10}
            autoComplete="tel-national"
            placeholder={t('unsubscribe.mobile.placeholder')}
            value={values.mobile}
            onChange={(mobile) => change('mobile', mobile)}
            error={errors.mobile}
          />
        )}

        <Stack as="fieldset" space="small" aria-describedby={errors.reasonId ? reasonErrorId : undefined}>
          <legend className={styles.legend}>{words.question}</legend>
          <Stack space="small">
            {reasons.map((reason) => (
              <label key={reason.id} className={styles.reason}>
                <input
                  className={styles.radio}
                  type="radio"
                  name={ids.reason}
                  value={reason.id}
                  checked={values.reasonId === reason.id}
                  onChange={() => change('reasonId', reason.id)}
                />
                {reason.label}
              </label>
            ))}
          </Stack>
          {errors.reasonId && <FieldError id={reasonErrorId}>{errors.reasonId}</FieldError>}
        </Stack>

        <Stack space="xsmall">
          <FieldLabel htmlFor={ids.comment}>{t('unsubscribe.comment.label')}</FieldLabel>
          <textarea
            id={ids.comment}
            className={styles.textarea}
            value={values.comment}
            maxLength={UNSUBSCRIBE_COMMENT_MAX}
            onChange={(event) => change('comment', event.target.value)}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? `${ids.comment}-error ${counterId}` : counterId}
          />
          <p id={counterId} className={styles.counter}>
            {t('unsubscribe.comment.count', { count: values.comment.length, max: UNSUBSCRIBE_COMMENT_MAX })}
          </p>
          {errors.comment && <FieldError id={`${ids.comment}-error`}>{errors.comment}</FieldError>}
        </Stack>

        {mutation.isError && (
          <p className={styles.failure} role="alert">
            {unsubscribeErrorMessage(t, mutation.error)}
          </p>
        )}

        <Inline space="none">
          <Button type="submit" variant="primary" size="large" aria-disabled={mutation.isPending || undefined}>
            {mutation.isPending ? t('unsubscribe.submitting') : words.button}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
