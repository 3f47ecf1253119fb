import { useQueries } from '@rewards/api-client';
import type { UpdateUserFields, User } from '@rewards/api-contract';
import { Button, Columns, Inline, Stack, TextInput } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { CitySelect } from '../fields/CitySelect';
import { GenderField } from '../fields/GenderField';
import { useHoldProfilePrompts } from '../profilePromptHold';
import { editableProfileFields, profileErrorFor, type ProfileField } from '../rules/profileErrors';
import { validateEmail, validateName } from '../rules/validation';
import { useUpdateProfile } from '../useUpdateProfile';
import * as styles from './ProfilePage.css';

type Values = Record<ProfileField, string>;
type Errors = Partial<Record<ProfileField | 'form', string>>;

export interface EditProfileFormProps {
  user: User;
  /** The id of the form's heading, which names the form (and the section around it). */
  titleId: string;
  /** The form is done: saved (with what to announce) or cancelled (undefined). */
  onDone: (announcement: string | undefined) => void;
}

function initialValues(user: User): Values {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '', city: user.city ?? '', gender: user.gender ?? '' };
}

/** The fields that differ from what the member has now, trimmed. */
function changedFields(values: Values, user: User): UpdateUserFields {
  const before = initialValues(user);
  const changed: UpdateUserFields = {};
  for (const field of editableProfileFields) {
    const value = values[field].trim();
    if (value !== before[field].trim()) changed[field] = value;
  }
  return changed;
}

function validate(t: Translate, values: Values, user: User): Errors {
  const errors: Errors = {
    firstName: validateName(t, values.firstName, 'firstName'),
    // The server cannot store an empty last name: one that exists can be changed, not removed.
    lastName: validateName(t, values.lastName, 'lastName', { required: Boolean(user.lastName) }),
    // Once the member has an email it can be changed but not removed.
    email: validateEmail(t, values.email, { required: Boolean(user.email) }),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors;
}

/** Edit first and last name, email, city and gender; checks each field, then saves what changed. */
export function EditProfileForm({ user, titleId, onDone }: EditProfileFormProps) {
  const baseId = useId();
  const t = useT(authCatalogue);
  const idOf = (field: ProfileField) => `${baseId}-${field}`;
  useHoldProfilePrompts();
  const formRef = useRef<HTMLFormElement>(null);
  const queries = useQueries();
  const cities = useQuery(queries.user.cities());
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>(() => initialValues(user));
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const set = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const focusFirstError = (found: Errors) => {
    const first = editableProfileFields.find((field) => found[field]);
    // The gender radios are found by their group name; every other field by its id.
    if (first) (document.getElementById(idOf(first)) ?? document.getElementsByName(idOf(first))[0])?.focus();
    else if (found.form) document.getElementById(`${baseId}-form-error`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = validate(t, values, user);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const fields = changedFields(values, user);
    if (Object.keys(fields).length === 0) {
      onDone(t('profile.noChanges'));
      return;
    }
    update.mutate(fields, {
      onSuccess: () => onDone(t('profile.updated')),
      onError: (error) => {
        const { field, message } = profileErrorFor(error, fields, t);
        const next = { [field]: message };
        setErrors(next);
        focusFirstError(next);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack space="standard">
        <h2 id={titleId} className={styles.h2}>
          {t('profile.edit')}
        </h2>
        {errors.form && (
          <p id={`${baseId}-form-error`} className={styles.formError} role="alert" tabIndex={-1}>
            {errors.form}
          </p>
        )}
        <Columns space="standard" minColumnWidth="14rem" repeat="fit">
          <TextInput id={idOf('firstName')} label={t('field.firstName')} autoComplete="given-name" maxLength={50} value={values.firstName} onChange={set('firstName')} error={errors.firstName} aria-required="true" />
          <TextInput id={idOf('lastName')} label={user.lastName ? t('field.lastName') : t('field.lastNameOptional')} autoComplete="family-name" maxLength={50} value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
        </Columns>
        {user.mobile === null ? (
          // An account registered with an email alone logs in with it: it is not changed here.
          <Stack space="xsmall">
            <TextInput id={idOf('email')} label={t('profile.email')} type="email" noSpaces autoComplete="email" value={values.email} onChange={set('email')} disabled />
            <p className={styles.muted}>{t('profile.emailLocked')}</p>
          </Stack>
        ) : (
          <TextInput id={idOf('email')} label={t('profile.email')} type="email" noSpaces autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        )}
        <CitySelect id={idOf('city')} value={values.city} onChange={set('city')} cities={cities.data?.cities} loadFailed={cities.isError} error={errors.city} />
        <GenderField name={idOf('gender')} value={values.gender} onChange={set('gender')} error={errors.gender} />
        <Inline space="medium" alignY="center">
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? t('action.saving') : t('profile.saveChanges')}
          </Button>
          <Button variant="ghost" onClick={() => onDone(undefined)} disabled={update.isPending}>
            {t('action.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
