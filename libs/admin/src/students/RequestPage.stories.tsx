import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { respondWith, sectionStory } from '../testing';
import { REQUEST_ID, decidedElsewhere, makeStudentRequest, samplePdf, studentServer } from './testing/fixtures';
import StudentsSection from './StudentsSection';

const RequestDemo = sectionStory('/students/*', StudentsSection);

const meta = {
  title: 'Console/Student requests/Request',
  component: RequestDemo,
  ...respondWith(studentServer()),
  parameters: { route: `/students/${REQUEST_ID}` },
} satisfies Meta<typeof RequestDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the member, the form, the image document, and the two decisions. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request from Riya Sharma' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: "The member's document: student-id.png" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/**
 * A decision changes the fake server's request (as the API would), so a story that decides gets a
 * server of its own: with the one the others share, the next story would open an already-decided
 * request.
 */
export const Approving: Story = {
  args: { respond: studentServer() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Approved. The member has been told');
    await expect(canvas.getByRole('link', { name: 'Back to the queue' })).toBeVisible();
  },
};

/** Reject asks for the note first. */
export const Rejecting: Story = {
  args: { respond: studentServer() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const note = canvas.getByRole('textbox', { name: 'Note to the member (why it is rejected)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reject request' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write a note to reject: the member is shown it.');
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveFocus();
  },
};

/** Another reviewer decided first: who and what, and the request as it now is. */
export const DecidedElsewhere: Story = {
  args: { respond: decidedElsewhere() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Already approved by admin@staff.example');
  },
};

const pdfRequest = (url: string) => makeStudentRequest({ document: { ...makeStudentRequest().document, name: 'college-id.pdf', type: 'pdf', bytes: 96_512, url } });

/** A PDF, drawn by pdf.js (lazy-loaded) page by page at the column's width, with its download. */
export const PdfDocument: Story = {
  args: { respond: studentServer({ request: pdfRequest(samplePdf()) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Page 1 of 2' }, { timeout: 20_000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
    await expect(canvas.getByText('Preview of college-id.pdf: 2 pages')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download college-id.pdf' })).toBeVisible();
  },
};

/** A file that is not a readable PDF: said in an alert, the download still there. */
export const UnreadablePdf: Story = {
  args: { respond: studentServer({ request: pdfRequest(`data:application/pdf;base64,${btoa('not a PDF at all')}`) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent('This file is not a readable PDF, so it cannot be previewed.');
    await expect(canvas.getByRole('link', { name: 'Download college-id.pdf' })).toBeVisible();
  },
};

/** A Word document is never shown in the console: only downloaded. */
export const WordDocument: Story = {
  args: {
    respond: studentServer({
      request: makeStudentRequest({ document: { ...makeStudentRequest().document, name: 'college-id.docx', type: 'docx', bytes: 182_004, disposition: 'attachment', url: '#document' } }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download college-id.docx' })).toBeVisible();
  },
};

export const Rejected: Story = {
  args: {
    respond: studentServer({
      request: makeStudentRequest({
        state: 'REJECTED',
        decision: { state: 'REJECTED', note: 'The ID card has expired. Please send a current one.', decidedAt: '2026-11-20T09:58:00.000Z', decidedBy: 'reviewer@staff.example' },
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Rejected by reviewer@staff\.example on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};
