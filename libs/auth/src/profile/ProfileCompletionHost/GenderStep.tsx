import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, useState, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { GenderField } from '../fields/GenderField';
import { profileErrorFor } from '../rules/profileErrors';
import { useUpdateProfile } from '../useUpdateProfile';
import { StepActions } from './StepActions';

/** Male, Female or Other, saved as M, F or N. */
export function GenderStep({ onDismiss }: { onDismiss: () => void }) {
  const id = useId();
  const t = useT(authCatalogue);
  const update = useUpdateProfile();
  const [gender, setGender] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!gender) {
      setError(t('gender.required'));
      return;
    }
    const fields = { gender };
    update.mutate(fields, { onError: (failure) => setError(profileErrorFor(failure, fields, t).message) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="standard">
        <GenderField
          name={`${id}-gender`}
          legend={t('field.gender')}
          value={gender}
          onChange={(value) => {
            setGender(value);
            setError(undefined);
          }}
          error={error}
        />
        <StepActions onDismiss={onDismiss} saving={update.isPending} />
      </Stack>
    </form>
  );
}
