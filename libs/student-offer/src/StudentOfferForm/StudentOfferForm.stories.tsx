import { errorResponse, never, type Responder } from '@rewards/api-client/testing';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { fileTypeRefusal, studentFile, studentServer, twelveMegabytePdf } from '../testing/fixtures';
import { StudentStoryFrame } from '../testing/StudentStoryFrame';
import { StudentOfferForm } from './StudentOfferForm';

interface FormDemoProps {
  respond: Responder;
  uploadMs: number;
  onSubmitted: () => void;
}

const member = makeUser({ ...paidMembership });

/** The form as the popup holds it, for a signed-in member. */
function FormDemo({ respond, uploadMs, onSubmitted }: FormDemoProps) {
  return (
    <StudentStoryFrame user={member} respond={respond}>
      <div style={{ maxWidth: 480 }}>
        <StudentOfferForm onSubmitted={onSubmitted} uploadMs={uploadMs} />
      </div>
    </StudentStoryFrame>
  );
}

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Asha Rao');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'Asha@College.edu.in');
  await userEvent.type(canvas.getByRole('textbox', { name: 'College name' }), 'Government Arts College');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Pin code' }), '600001');
}

async function chooseDocument(canvas: Canvas, file = studentFile()) {
  await userEvent.upload(canvas.getByLabelText('Upload student ID'), file);
}

const meta = {
  title: 'Student offer/Form',
  component: FormDemo,
  args: { respond: studentServer(), uploadMs: 600, onSubmitted: fn() },
  argTypes: { respond: { control: false } },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: every field labelled, the note, Submit disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await expect(canvas.getByText(/may cancel your subscription if the documents are found not to be legitimate\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Every message of the spec: blank fields left, a bad email and pin code, a 12 MB file. */
export const Errors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Full name' }));
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@college');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pin code' }), '012345');
    await userEvent.tab();
    await chooseDocument(canvas, twelveMegabytePdf());
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('This field is mandatory');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is invalid');
    await expect(canvas.getByRole('textbox', { name: 'College name' })).toHaveAccessibleDescription('This field is mandatory');
    await expect(canvas.getByRole('textbox', { name: 'Pin code' })).toHaveAccessibleDescription('Pin code is invalid');
    await expect(await canvas.findByText('Please upload a file of less than 10 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The chosen file's 'Uploading ... NN%' step (held here so it can be looked at). */
export const Uploading: Story = {
  args: { uploadMs: 10 * 60 * 1000 },
  play: async ({ canvas }) => {
    await fill(canvas);
    await chooseDocument(canvas);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading student-id.pdf' })).toBeVisible();
    await expect(canvas.getByText(/^Uploading \.\.\. \d+%$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The file chosen: its name and size, Remove, and Submit enabled. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await chooseDocument(canvas);
    await expect(await canvas.findByText('student-id.pdf is ready to send')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove student-id.pdf' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@college.edu.in');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Sent, waiting for the server: fields disabled, the button busy (it keeps focus) and 'Submitting…'. */
export const Submitting: Story = {
  args: { respond: studentServer({ submit: () => never() }) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await chooseDocument(canvas);
    await canvas.findByText('student-id.pdf is ready to send');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  },
};

/** 415: the server read the content and refused it; its message shows under the document. */
export const ServerError: Story = {
  name: 'Server refusal (415)',
  args: { respond: studentServer({ submit: fileTypeRefusal }) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await chooseDocument(canvas, studentFile('renamed-program.pdf'));
    await canvas.findByText('renamed-program.pdf is ready to send');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('This file is not a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** 409: a refusal about the whole request, above Submit. */
export const AlreadyUnderReview: Story = {
  name: 'Server refusal (409)',
  args: { respond: studentServer({ submit: () => errorResponse(409, 'TP-STUDENT-OPEN', 'Your student verification is already under review') }) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await chooseDocument(canvas);
    await canvas.findByText('student-id.pdf is ready to send');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your student verification is already under review');
  },
};
