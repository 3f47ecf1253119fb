// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: vitest.setup.ts gives jsdom's window Node's File, Blob and FormData, so the fake server reads the multipart body a browser sends; under happy-dom the file arrived with no name, size or type.
import { errorResponse, never, offline, type Responder } from '@rewards/api-client/testing';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_ACCEPT } from '../rules/studentForm';
import { fileTypeRefusal, makeStudentRequest, STUDENT_PATH, studentFile, studentServer, submittedAnswer, twelveMegabytePdf } from '../testing/fixtures';
import { renderStudent } from '../testing/renderStudent';
import { fillStudentFields, uploadDocument } from '../testing/uploadDocument';
import { StudentOfferForm } from './StudentOfferForm';

const member = makeUser({ ...paidMembership, ssoId: 'sso-asha' });
// A short 'Uploading ...' step for tests about other things; the 3 s step has a test of its own.
const QUICK_UPLOAD_MS = 200;

beforeAll(() => {
  // Testing Library waits with Jest's timer API; this lets it drive Vitest's fake timers.
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderForm({ respond = studentServer(), uploadMs = QUICK_UPLOAD_MS, initialValues }: { respond?: Responder; uploadMs?: number; initialValues?: { name?: string; email?: string } } = {}) {
  const onSubmitted = vi.fn();
  const view = renderStudent(<StudentOfferForm onSubmitted={onSubmitted} uploadMs={uploadMs} {...(initialValues ? { initialValues } : {})} />, { user: member, respond });
  return { ...view, onSubmitted };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('the student offer form', () => {
  it('has a labelled field for each detail, a real file input for the document, the note, and Submit disabled', () => {
    renderForm();
    for (const label of ['Full name', 'Email', 'College name', 'Pin code']) expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    const file = screen.getByLabelText('Upload student ID');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', FILE_ACCEPT);
    expect(file).toHaveAccessibleDescription(/JPEG, JPG, PNG, WEBP, SVG, EPS, PDF, DOC or DOCX, less than 10 MB/);
    expect(screen.getByText('Note: Prime Rewards may cancel your subscription if the documents are found not to be legitimate.')).toBeVisible();
    expect(submit()).toBeDisabled();
  });

  it.each(['Full name', 'Email', 'College name', 'Pin code'])('%s left blank shows "This field is mandatory" under it', async (label) => {
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByRole('textbox', { name: label });

    await user.click(field);
    expect(screen.queryByText('This field is mandatory')).toBeNull();
    await user.tab();

    expect(field).toHaveAccessibleDescription('This field is mandatory');
    expect(field).toBeInvalid();
    await user.type(field, label === 'Pin code' ? '6' : 'a');
    expect(field).not.toHaveAccessibleDescription('This field is mandatory');
  });

  it('lower-cases the email as it is typed, and says "Email is invalid" for an address without a dotted domain', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: 'Email' });

    await user.type(email, 'Asha@College');
    expect(email).toHaveValue('asha@college');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Email is invalid');

    await user.type(email, '.EDU.in');
    expect(email).toHaveValue('asha@college.edu.in');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('says "Pin code is invalid" for a pin code starting with 0 or too short, and keeps digits only', async () => {
    const user = userEvent.setup();
    renderForm();
    const pin = screen.getByRole('textbox', { name: 'Pin code' });

    await user.type(pin, '012345');
    await user.tab();
    expect(pin).toHaveAccessibleDescription('Pin code is invalid');

    await user.clear(pin);
    await user.type(pin, '60a00');
    expect(pin).toHaveValue('6000');
    expect(pin).toHaveAccessibleDescription('Pin code is invalid');

    await user.type(pin, '19');
    expect(pin).toHaveValue('600019');
    expect(pin).not.toHaveAccessibleDescription();
  });

  it('refuses a 12 MB file at once: "Please upload a file of less than 10 MB", nothing chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillStudentFields(user);

    await user.upload(screen.getByLabelText('Upload student ID'), twelveMegabytePdf());

    expect(await screen.findByText('Please upload a file of less than 10 MB')).toBeVisible();
    expect(screen.getByLabelText('Upload student ID')).toBeInvalid();
    expect(screen.getByLabelText('Upload student ID')).toHaveAccessibleDescription(/Please upload a file of less than 10 MB/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(submit()).toBeDisabled();

    // A file that fits clears the message.
    await uploadDocument(user, studentFile());
    expect(screen.queryByText('Please upload a file of less than 10 MB')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('refuses a type outside the list even when the picker shows all files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();

    await user.upload(screen.getByLabelText('Upload student ID'), studentFile('setup.exe', 2048, 'application/x-msdownload'));

    expect(await screen.findByText('Please upload a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc file')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows 'Uploading ...' with a percentage for 3 s, then the file as chosen; Remove takes it away", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderForm({ uploadMs: 3000 });
    await fillStudentFields(user);

    await user.upload(screen.getByLabelText('Upload student ID'), studentFile('student-id.pdf', 20_480));

    const progress = screen.getByRole('progressbar', { name: 'Uploading student-id.pdf' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Uploading ... 0%')).toBeVisible();
    expect(submit()).toBeDisabled();

    act(() => void vi.advanceTimersByTime(1500));
    expect(screen.getByText(/^Uploading \.\.\. (49|50|51)%$/)).toBeVisible();
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(49);
    expect(submit()).toBeDisabled();

    act(() => void vi.advanceTimersByTime(1600));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('student-id.pdf')).toBeVisible();
    expect(screen.getByText('20 KB')).toBeVisible();
    expect(screen.getByText('student-id.pdf is ready to send')).toHaveRole('status');
    expect(submit()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove student-id.pdf' }));
    expect(screen.queryByText('student-id.pdf')).toBeNull();
    expect(screen.getByLabelText('Upload student ID')).toHaveFocus();
    expect(submit()).toBeDisabled();
  });

  it('can be removed while it is still uploading', async () => {
    const user = userEvent.setup();
    renderForm({ uploadMs: 3000 });
    await user.upload(screen.getByLabelText('Upload student ID'), studentFile());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove student-id.pdf' }));

    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('Upload student ID')).toHaveFocus();
  });

  it('keeps Submit disabled until every field is filled and valid and a file is chosen', async () => {
    const user = userEvent.setup();
    renderForm();

    await fillStudentFields(user, { collegeName: '' });
    await uploadDocument(user, studentFile());
    expect(submit()).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'College name' }), 'IIT Madras');
    expect(submit()).toBeEnabled();

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@college');
    expect(submit()).toBeDisabled();
  });

  it('sends one multipart request with the contract field names, shows Submitting… meanwhile, and hands over the answer', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const { requestsTo, onSubmitted } = renderForm({
      respond: studentServer({ submit: () => new Promise<Response>((resolve) => (answer = resolve)) }),
      initialValues: { name: 'Asha Rao', email: 'asha@college.edu.in' },
    });
    await fillStudentFields(user, { name: '  Asha Rao  ', email: 'ASHA@College.EDU.in', collegeName: 'Government Arts College', pinCode: '600001' });
    await uploadDocument(user, studentFile('student-id.pdf', 20_480));

    await user.click(submit());

    // Busy, not disabled: it keeps the focus it has (a disabled button drops it to the body), and a
    // second press sends nothing.
    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(requestsTo(STUDENT_PATH)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
    const [sent] = requestsTo(STUDENT_PATH);
    expect(sent!.method).toBe('POST');
    expect(sent!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent!.formData();
    expect([...form.keys()]).toEqual(['name', 'email', 'collegeName', 'pincode', 'file']);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Asha Rao',
      email: 'asha@college.edu.in',
      collegeName: 'Government Arts College',
      pincode: '600001',
    });
    const file = form.get('file') as File;
    expect([file.name, file.size, file.type]).toEqual(['student-id.pdf', 20_480, 'application/pdf']);

    await act(async () => answer(new Response(JSON.stringify(submittedAnswer(makeStudentRequest())), { status: 200, headers: { 'content-type': 'application/json' } })));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]![0]).toMatchObject({ userMessage: 'Your documents have been submitted for verification', data: { state: 'SUBMITTED' } });
  });

  it("shows the server's message for a renamed program under the document, and Submit waits for another file", async () => {
    const user = userEvent.setup();
    renderForm({ respond: studentServer({ submit: fileTypeRefusal }) });
    await fillStudentFields(user);
    await uploadDocument(user, studentFile('not-really.pdf'));

    await user.click(submit());

    expect(await screen.findByText('This file is not a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc')).toBeVisible();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove not-really.pdf' }));
    expect(screen.queryByText('This file is not a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc')).toBeNull();
    await uploadDocument(user, studentFile('student-id.jpg', 4096, 'image/jpeg'));
    expect(submit()).toBeEnabled();
  });

  it("shows the server's own words above Submit for a refusal about the whole request, and what it typed stays", async () => {
    const user = userEvent.setup();
    renderForm({ respond: studentServer({ submit: () => errorResponse(409, 'TP-STUDENT-OPEN', 'Your student verification is already under review') }) });
    await fillStudentFields(user);
    await uploadDocument(user, studentFile());

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your student verification is already under review');
    expect(screen.getByRole('textbox', { name: 'College name' })).toHaveValue('Government Arts College');
    expect(screen.getByText('student-id.pdf')).toBeVisible();
  });

  it("puts a rule refusal under the field the server names", async () => {
    const user = userEvent.setup();
    const refusal = () =>
      new Response(JSON.stringify({ success: false, systemErrorCode: 'TP400', responseMessage: 'pincode', userMessage: 'Pin code is invalid', details: [{ path: '/pincode', message: 'pattern' }] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    renderForm({ respond: studentServer({ submit: refusal }) });
    await fillStudentFields(user);
    await uploadDocument(user, studentFile());

    await user.click(submit());

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pin code' })).toHaveAccessibleDescription('Pin code is invalid'));
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Pin code' }), '{Backspace}2');
    expect(submit()).toBeEnabled();
  });

  it('says so when the request never reached the server, and can send again', async () => {
    const user = userEvent.setup();
    let respond: Responder = offline;
    renderForm({ respond: (request) => respond(request) });
    await fillStudentFields(user);
    await uploadDocument(user, studentFile());

    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your documents. Please check your connection and try again.');
    expect(submit()).toBeEnabled();

    respond = () => never();
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
