import { fakeFetch } from '@rewards/api-client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleTestProviders } from '../testing';
import { REQUEST_ID, decidedElsewhere, emptyQueue, makeStudentRequest, studentServer } from './testing/fixtures';
import StudentsSection from './StudentsSection';

// pdf.js cannot run in jsdom: the viewer's module is replaced here, and only loads once the test lets it,
// which shows it is fetched lazily (when a PDF is shown) rather than with the page.
const viewerModule = vi.hoisted(() => {
  let load = () => {};
  const loaded = new Promise<void>((resolve) => (load = resolve));
  return { loaded, load: () => load(), requested: false };
});
vi.mock('./PdfViewer', async () => {
  viewerModule.requested = true;
  await viewerModule.loaded;
  return {
    default: ({ url, name }: { url: string; name: string }) => (
      <figure aria-label={`PDF viewer: ${name}`}>
        <canvas role="img" aria-label="Page 1 of 1" data-url={url} />
      </figure>
    ),
  };
});

function renderAt(route: string, respond = studentServer()) {
  const server = fakeFetch(respond);
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route}>
      <Routes>
        <Route path="/students/*" element={<StudentsSection />} />
      </Routes>
    </ConsoleTestProviders>,
  );
  return server;
}

const decisionBodies = async (server: ReturnType<typeof fakeFetch>) =>
  Promise.all(server.requestsTo(`/nc/admin/v1/students/${REQUEST_ID}/decision`).map(async (request) => ({ method: request.method, body: await request.json() })));

describe('deciding a student request', () => {
  it('shows the member, the form and the document, and approves', async () => {
    const server = renderAt(`/students/${REQUEST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request from Riya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('+91 98xxxxxx10')).toBeInTheDocument();
    expect(screen.getByText('riya.sharma@college.ac.in')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "The member's document: student-id.png" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Approved. The member has been told the student offer is now theirs.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/students');
    expect(await decisionBodies(server)).toEqual([{ method: 'POST', body: { decision: 'APPROVED' } }]);
  });

  it('asks for a note to reject, and sends it', async () => {
    const server = renderAt(`/students/${REQUEST_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const note = screen.getByRole('textbox', { name: 'Note to the member (why it is rejected)' });
    await waitFor(() => expect(note).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a note to reject: the member is shown it.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsTo(`/nc/admin/v1/students/${REQUEST_ID}/decision`)).toEqual([]);

    await userEvent.type(note, 'The ID card has expired.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rejected. The member has been told why');
    expect(await decisionBodies(server)).toEqual([{ method: 'POST', body: { decision: 'REJECTED', note: 'The ID card has expired.' } }]);
  });

  it('says who decided first when another reviewer won, and shows the request as it now is', async () => {
    renderAt(`/students/${REQUEST_ID}`, decidedElsewhere());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Already approved by admin@staff.example at 20 Nov 2026, 3:28 pm IST.');
    expect(await screen.findByText(/Approved by admin@staff\.example on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows an image without loading the PDF viewer', async () => {
    renderAt(`/students/${REQUEST_ID}`);
    expect(await screen.findByRole('img', { name: "The member's document: student-id.png" })).toBeInTheDocument();
    expect(viewerModule.requested).toBe(false);
  });

  it('shows a PDF in the PDF viewer, loaded only when a PDF is shown, with the download beside it', async () => {
    const url = '/nc/admin/v1/students/x/document?expires=1&signature=s';
    const pdf = makeStudentRequest({ document: { ...makeStudentRequest().document, name: 'id.pdf', type: 'pdf', url } });
    renderAt(`/students/${REQUEST_ID}`, studentServer({ request: pdf }));
    expect(await screen.findByText('Loading the PDF viewer…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Download id.pdf' })).toHaveAttribute('href', url);
    await waitFor(() => expect(viewerModule.requested).toBe(true));

    viewerModule.load();
    expect(await screen.findByRole('figure', { name: 'PDF viewer: id.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 of 1' })).toHaveAttribute('data-url', url);
    expect(screen.queryByText('Loading the PDF viewer…')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers a Word document only as a download', async () => {
    const docx = makeStudentRequest({ document: { ...makeStudentRequest().document, name: 'id.docx', type: 'docx', disposition: 'attachment', url: '/doc-url' } });
    renderAt(`/students/${REQUEST_ID}`, studentServer({ request: docx }));
    expect(await screen.findByRole('link', { name: 'Download id.docx' })).toHaveAttribute('href', '/doc-url');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('the queue', () => {
  it('lists waiting requests oldest first, each linking to its page, and says when none are left', async () => {
    renderAt('/students');
    expect(await screen.findByRole('table', { name: 'Requests waiting for a decision, oldest first' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links[0]).toEqual(['Riya Sharma', `/students/${REQUEST_ID}`]);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('SUBMITTED');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'APPROVED');
    expect(await screen.findByText('No approved requests')).toBeInTheDocument();
  });

  it('says so when no request is waiting', async () => {
    renderAt('/students', emptyQueue);
    expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
  });
});
