import { Stack } from '@rewards/design-system';
import { useId, useState, type FormEvent } from 'react';
import { GenderField } from '../fields/GenderField';
import { profileErrorFor } from '../rules/profileErrors';
import { useUpdateProfile } from '../useUpdateProfile';
import { StepActions } from './StepActions';

export const SELECT_GENDER_MESSAGE = 'Please select an option';

/** Male, Female or Other, saved as M, F or N. */
export function GenderStep({ onDismiss }: { onDismiss: () => void }) {
  const id = useId();
  const update = useUpdateProfile();
  const [gender, setGender] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!gender) {
      setError(SELECT_GENDER_MESSAGE);
      return;
    }
    const fields = { gender };
    update.mutate(fields, { onError: (failure) => setError(profileErrorFor(failure, fields).message) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="standard">
        <GenderField
          name={`${id}-gender`}
          legend="Gender"
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
