import { fakeFetch, type Responder } from '@rewards/api-client/testing';
import { ClockProvider, fixedClock } from '@rewards/clock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleTestProviders } from '../testing';
import { emptyFunnel, emptyVitals, INSIGHT_NOW, insightServer } from './testing/fixtures';
import InsightSection from './InsightSection';

const FUNNEL = '/nc/admin/v1/insight/funnel';
const VITALS = '/nc/admin/v1/insight/vitals';

function renderAt(route: string, respond: Responder = insightServer()) {
  const server = fakeFetch(respond);
  render(
    <ClockProvider clock={fixedClock(INSIGHT_NOW)}>
      <ConsoleTestProviders fetch={server.fetch} route={route}>
        <Routes>
          <Route path="/insight/*" element={<InsightSection />} />
        </Routes>
      </ConsoleTestProviders>
    </ClockProvider>,
  );
  return server;
}

const queryOf = (request: Request | undefined) => Object.fromEntries(new URL(request!.url).searchParams);
const lastTo = (server: ReturnType<typeof fakeFetch>, path: string) => server.requestsTo(path).at(-1);

/** A table's rows as the text of their cells (header cells included). */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the insight page', () => {
  it('shows the last 30 India days by channel: the funnel’s numbers and conversions in a table beside the chart', async () => {
    const server = renderAt('/insight');
    expect(screen.getByRole('heading', { level: 1, name: 'Insight' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-22');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 22 Oct 2026 to 20 Nov 2026 (India time).');

    const table = await screen.findByRole('table', { name: /Funnel by channel/ });
    expect(rowsOf(table)).toEqual([
      ['Channel', 'Visits', 'Sign-ins', 'Trials', 'Orders (paid)', 'Claims'],
      ['All', '15,680', '4,69029.9% of previous', '94020% of previous', '41043.6% of previous', '880214.6% of previous'],
      ['TIMES_PRIME', '12,480', '3,12025% of previous', '94030.1% of previous', '41043.6% of previous', '00% of previous'],
      ['SHOPPERS_STOP', '2,300', '1,15050% of previous', '00% of previous', '0', '620'],
      ['MORE_REWARDS', '900', '42046.7% of previous', '00% of previous', '0', '260'],
    ]);
    expect(queryOf(lastTo(server, FUNNEL))).toEqual({ from: '2026-10-22', to: '2026-11-20', by: 'channel' });
    expect(queryOf(lastTo(server, VITALS))).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    // The chart, its own chunk, is a named picture.
    expect(await screen.findByRole('img', { name: 'Bar chart of the funnel by channel, the table beside it gives the numbers' })).toBeInTheDocument();
  });

  it('groups by partner or first-touch source when asked', async () => {
    const server = renderAt('/insight');
    await screen.findByRole('table', { name: /Funnel by channel/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'Partner');
    const table = await screen.findByRole('table', { name: /Funnel by partner/ });
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Partner', 'All', 'Prime Rewards (core)', 'Shopper Rewards', 'More Rewards']);
    expect(queryOf(lastTo(server, FUNNEL))).toMatchObject({ by: 'partner' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'First-touch source');
    expect(rowsOf(await screen.findByRole('table', { name: /Funnel by first-touch source/ }))[2]).toEqual(['DIRECT', '8,200', '2,60031.7% of previous', '61023.5% of previous', '30049.2% of previous', '480160% of previous']);
  });

  it('takes a preset or typed dates, and explains a period the API would refuse without asking it', async () => {
    const server = renderAt('/insight?from=2026-11-01&to=2026-11-10&by=source');
    await screen.findByRole('table', { name: /Funnel by first-touch source/ });
    expect(queryOf(lastTo(server, FUNNEL))).toEqual({ from: '2026-11-01', to: '2026-11-10', by: 'source' });

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(queryOf(lastTo(server, FUNNEL))).toEqual({ from: '2026-11-14', to: '2026-11-20', by: 'source' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 14 Nov 2026 to 20 Nov 2026');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-14');

    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date must not be before the start date.');
    expect(server.requestsTo(FUNNEL).some((request) => queryOf(request).from === '2026-11-25')).toBe(false);

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A period can be at most 366 days; this one has 689.');
  });

  it('lists the web vitals per page and device: p75, rating in words, samples', async () => {
    renderAt('/insight');
    const table = await screen.findByRole('table', { name: 'Web vitals at the 75th percentile, per page and device' });
    expect(rowsOf(table)).toEqual([
      ['Page', 'Device', 'Samples', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
      [
        'core /',
        'Phone',
        '1,840',
        '3,250 msNeeds improvement · 420 samples',
        '180 msGood · 310 samples',
        '0.125Needs improvement · 400 samples',
        '1,620 msGood · 360 samples',
        '640 msGood · 350 samples',
      ],
      ['core /categories/*', 'Desktop', '960', '2,100 msGood · 240 samples', '520 msPoor · 180 samples', '0.02Good · 240 samples', 'No samples', '910 msNeeds improvement · 300 samples'],
      ['shopper /', 'Tablet', '1', '5,000 msPoor · 1 sample', 'No samples', 'No samples', 'No samples', 'No samples'],
    ]);
    expect(screen.getByRole('list', { name: 'Thresholds' })).toHaveTextContent('CLS: good at most 0.1, poor above 0.25');
  });

  it('says so when nothing was counted', async () => {
    renderAt('/insight', insightServer({ funnel: (_by, period) => emptyFunnel(period), vitals: emptyVitals }));
    expect(await screen.findByText('Nothing was counted in this period.')).toBeInTheDocument();
    expect(await screen.findByText('No web vitals were reported in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('announces a failure in the API’s words', async () => {
    renderAt('/insight', insightServer({ failure: { status: 500, code: 'TP500', message: 'Something went wrong. Please try again later.' } }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
  });
});
