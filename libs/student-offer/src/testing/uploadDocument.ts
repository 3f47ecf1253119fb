// Chooses a document in the form as a member would, and waits until it counts as chosen.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function uploadDocument(user: UserEvent, file: File): Promise<void> {
  await user.upload(screen.getByLabelText('Upload student ID'), file);
  await screen.findByText(`${file.name} is ready to send`);
}

/** Fills the four text fields (the email as typed, before lower-casing). */
export async function fillStudentFields(user: UserEvent, values: { name?: string; email?: string; collegeName?: string; pinCode?: string } = {}): Promise<void> {
  const { name = 'Asha Rao', email = 'asha@college.edu.in', collegeName = 'Government Arts College', pinCode = '600001' } = values;
  for (const [label, value] of [
    ['Full name', name],
    ['Email', email],
    ['College name', collegeName],
    ['Pin code', pinCode],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}
