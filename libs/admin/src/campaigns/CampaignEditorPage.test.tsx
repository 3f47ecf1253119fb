import { byPath, errorResponse, fakeFetch, jsonResponse, ok } from '@rewards/api-client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleTestProviders } from '../testing';
import CampaignsSection from './CampaignsSection';
import type { AdminCampaign } from './form';
import { campaignList, festive } from './testing/fixtures';

const CAMPAIGN = '/nc/admin/v1/campaigns/festive-sale';

function renderSection(route: string, routes: Parameters<typeof byPath>[0]) {
  const server = fakeFetch(byPath(routes));
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route}>
      <Routes>
        <Route path="/campaigns/*" element={<CampaignsSection />} />
      </Routes>
    </ConsoleTestProviders>,
  );
  return server;
}

describe('the campaign editor', () => {
  it('saves the draft with the edited fields, then shows its new status', async () => {
    let current: AdminCampaign = festive;
    const server = renderSection('/campaigns/festive-sale', {
      [CAMPAIGN]: async (request) => {
        if (request.method === 'PUT') {
          const { content } = (await request.json()) as { content: AdminCampaign['draft'] };
          current = { ...current, draft: content, status: 'publishedWithChanges', updatedBy: 'Meera Iyer' };
        }
        return ok(current);
      },
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    // the preview is the member site's campaign view, following what is typed
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'The festive membership sale' })).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Festive sale, last days');
    expect(within(preview).getByRole('heading', { level: 3, name: 'Festive sale, last days' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Footer line 3' }), 'Ends 15 January.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved.');
    expect(screen.getByText(/Status: Published, with unpublished changes/)).toBeInTheDocument();
    const put = server.requests.find((request) => request.method === 'PUT')!;
    const body = (await put.json()) as { content: AdminCampaign['draft'] };
    expect(body.content).toMatchObject({ title: 'Festive sale, last days', code: 'FESTIVE20', footer: { heading: 'Festive sale terms', lines: [...festive.draft.footer!.lines, 'Ends 15 January.'] } });
  });

  it('publishes, and shows a refusal next to its field and in an alert', async () => {
    let refuse = true;
    const server = renderSection('/campaigns/festive-sale', {
      [CAMPAIGN]: () => ok(festive),
      [`${CAMPAIGN}/publish`]: () =>
        refuse
          ? jsonResponse(400, {
              success: false,
              systemErrorCode: 'TP400',
              responseMessage: 'Bad request',
              userMessage: "The campaign cannot be published yet: The button's text and background have a contrast of 1.2:1; it must be at least 4.5:1 so everyone can read it.",
              details: [{ path: 'content/textColor', message: "The button's text and background have a contrast of 1.2:1; it must be at least 4.5:1 so everyone can read it." }],
            })
          : ok({ ...festive, status: 'published' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The campaign cannot be published yet');
    expect(within(alert).getByRole('link', { name: 'Button text colour' })).toHaveAttribute('href', '#campaign-textColor');
    const textColour = screen.getByRole('textbox', { name: 'Button text colour' });
    expect(textColour).toHaveAttribute('aria-invalid', 'true');
    expect(textColour).toHaveAccessibleDescription(/contrast of 1.2:1/);
    // nothing was edited, so nothing was saved first
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Published. /campaigns/festive-sale shows it from its next page load.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates a new campaign and opens it; a taken name is said so', async () => {
    const created: AdminCampaign = { ...festive, name: 'monsoon-sale', status: 'draft', published: null, publicId: null, preview: null, draft: { ...festive.draft, title: 'Monsoon sale' } };
    let taken = true;
    renderSection('/campaigns/new', {
      '/nc/admin/v1/campaigns': () => (taken ? errorResponse(409, 'ADMIN-CAMPAIGN-EXISTS', 'A campaign named monsoon-sale already exists. Choose another URL name.') : jsonResponse(201, { success: true, data: created })),
      '/nc/admin/v1/campaigns/monsoon-sale': () => ok(created),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'New campaign' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'URL name' }), 'monsoon-sale');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Monsoon sale');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A campaign named monsoon-sale already exists.');

    taken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign monsoon-sale' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Draft saved.');
    expect(screen.getByText(/Status: Draft/)).toBeInTheDocument();
  });
});

describe('the campaign list', () => {
  it('shows each campaign with its status in words and a link to edit it', async () => {
    renderSection('/campaigns', { '/nc/admin/v1/campaigns': () => ok({ campaigns: campaignList }) });
    const table = await screen.findByRole('table', { name: 'Campaign pages, latest edits first' });
    const welcome = within(table).getByRole('row', { name: /Welcome to the club/ });
    expect(within(welcome).getByRole('cell', { name: 'Published, with unpublished changes' })).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Welcome to the club' })).toHaveAttribute('href', '/campaigns/welcome');
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute('href', '/campaigns/new');
  });
});
