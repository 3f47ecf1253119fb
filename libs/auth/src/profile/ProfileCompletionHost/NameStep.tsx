import type { UpdateUserFields, User } from '@rewards/api-contract';
import { useQueries } from '@rewards/api-client';
import { Button, Inline, Stack, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { profileErrorFor } from '../rules/profileErrors';
import { validateName } from '../rules/validation';
import { useUpdateProfile } from '../useUpdateProfile';
import * as styles from './ProfileCompletionHost.css';

type Errors = Partial<Record<'firstName' | 'lastName' | 'form', string>>;

/** First name (required) and last name (optional). There is no way out but saving a real name. */
export function NameStep({ user }: { user: User }) {
  const id = useId();
  const t = useT(authCatalogue);
  const update = useUpdateProfile();
  // The city prompt usually comes next: its list loads while the name is typed.
  const queries = useQueries();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(queries.user.cities());
  }, [queryClient, queries]);
  // The first name on file is a placeholder ("Guest"), so the field starts empty.
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  // Enter in a field saves, as in any form (the design system's field leaves Enter to its caller).
  const form = useRef<HTMLFormElement>(null);
  const save = () => form.current?.requestSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const found: Errors = { firstName: validateName(t, firstName, 'firstName'), lastName: validateName(t, lastName, 'lastName') };
    setErrors(found);
    const invalid = (['firstName', 'lastName'] as const).find((field) => found[field]);
    if (invalid) {
      document.getElementById(`${id}-${invalid}`)?.focus();
      return;
    }
    const last = lastName.trim();
    const fields: UpdateUserFields = { firstName: firstName.trim(), ...(last && last !== user.lastName ? { lastName: last } : {}) };
    update.mutate(fields, {
      onError: (error) => {
        const { field, message } = profileErrorFor(error, fields, t);
        setErrors(field === 'firstName' || field === 'lastName' ? { [field]: message } : { form: message });
      },
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack space="standard">
        <TextInput
          id={`${id}-firstName`}
          label={t('field.firstName')}
          autoComplete="given-name"
          maxLength={50}
          value={firstName}
          onChange={(value) => {
            setFirstName(value);
            setErrors((current) => ({ ...current, firstName: undefined, form: undefined }));
          }}
          error={errors.firstName}
          onEnter={save}
          aria-required="true"
        />
        <TextInput
          id={`${id}-lastName`}
          label={t('field.lastNameOptional')}
          autoComplete="family-name"
          maxLength={50}
          value={lastName}
          onChange={(value) => {
            setLastName(value);
            setErrors((current) => ({ ...current, lastName: undefined, form: undefined }));
          }}
          error={errors.lastName}
          onEnter={save}
        />
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <Inline space="medium" align="end" alignY="center">
          <Button type="submit" busy={update.isPending} fullWidth>
            {update.isPending ? t('action.saving') : t('action.save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
