import { fakeFetch } from '@rewards/api-client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleTestProviders } from '../testing';
import CodesSection from './CodesSection';
import { codesServer, refused, refusedPoolFile } from './testing';

function renderAt(route: string, respond = codesServer()) {
  const server = fakeFetch(respond);
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route}>
      <Routes>
        <Route path="/codes/*" element={<CodesSection />} />
      </Routes>
    </ConsoleTestProviders>,
  );
  return server;
}

const csvFile = (text: string) => new File([text], 'codes.csv', { type: 'text/csv' });

describe('coupon pools', () => {
  it('shows the stock per offer with a Low stock badge in words', async () => {
    renderAt('/codes/pools');
    const table = await screen.findByRole('table', { name: 'Stock per offer' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Low stock (under 80)');
    expect(rows[2]).toHaveTextContent('Enough');
  });

  it('lists each bad line of a refused file under its form, and sends the file as CSV', async () => {
    const server = renderAt('/codes/pools', codesServer({ '/nc/admin/v1/pools/7/upload': refusedPoolFile }));
    const form = await screen.findByRole('form', { name: 'Upload codes for healthy-bowl-30' });
    await userEvent.upload(within(form).getByLabelText('CSV file for healthy-bowl-30'), csvFile('code\nHB30-0001\n'));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was loaded: 2 lines have problems. Fix them and upload the file again.');
    const lines = within(alert).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['line 5: code: is empty', 'line 7: code HB30-0001 is listed twice (first on line 3)']);
    const [request] = server.requestsTo('/nc/admin/v1/pools/7/upload');
    expect(request!.headers.get('content-type')).toBe('text/csv');
    expect(await request!.text()).toBe('code\nHB30-0001\n');
  });

  it('says how many codes were added and the new stock', async () => {
    renderAt('/codes/pools');
    const form = await screen.findByRole('form', { name: 'Upload codes for healthy-bowl-30' });
    await userEvent.upload(within(form).getByLabelText('CSV file for healthy-bowl-30'), csvFile('code\nA1B2C3\n'));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Added 3 codes. 15 are now free to hand out.');
  });
});

describe('a new promo code', () => {
  it('sends the form as the contract’s body and shows the API’s refusals under their fields', async () => {
    const server = renderAt(
      '/codes',
      codesServer({
        '/nc/admin/v1/codes': (request) =>
          request.method === 'GET'
            ? codesServer()(request)
            : refused(400, 'TP400', 'must be from 1 to 100', [
                { path: 'body/discountPercent', message: 'must be from 1 to 100' },
                { path: 'body/endsAt', message: 'code SPRING25 ends before it starts' },
              ]),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    await userEvent.type(screen.getByLabelText('Code'), 'spring25');
    await userEvent.type(screen.getByLabelText('Name'), 'Spring sale');
    await userEvent.selectOptions(screen.getByLabelText('Discount kind'), 'percent');
    await userEvent.type(screen.getByLabelText('Discount (%)'), '120');
    await userEvent.type(screen.getByLabelText('Usage limit'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));

    const discount = screen.getByLabelText('Discount (%)');
    await waitFor(() => expect(discount).toHaveAttribute('aria-invalid', 'true'));
    expect(discount).toHaveAccessibleDescription(expect.stringContaining('must be from 1 to 100'));
    expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription(expect.stringContaining('code SPRING25 ends before it starts'));
    expect(screen.getByRole('alert')).toHaveTextContent('The code was not created. must be from 1 to 100');
    await waitFor(() => expect(discount).toHaveFocus());

    const posted = server.requests.filter((request) => request.method === 'POST');
    expect(await posted[0]!.json()).toEqual({ code: 'spring25', name: 'Spring sale', type: 'PROMO', eligibility: 'ANYONE', listed: false, discountPercent: 120, usageLimit: 100 });
  });

  it('announces a created code, and pauses one from the table', async () => {
    renderAt('/codes');
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    await userEvent.type(screen.getByLabelText('Code'), 'SPRING25');
    await userEvent.type(screen.getByLabelText('Name'), 'Spring');
    await userEvent.type(screen.getByLabelText('Discount (₹)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SPRING25 was created.');

    await userEvent.click(screen.getByRole('button', { name: 'Pause WELCOME100' }));
    const status = await screen.findByText('WELCOME100 is paused: members are told it is not a valid code.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Resume FESTIVE20' })).toBeInTheDocument();
  });
});

describe('enrolment lists', () => {
  it('uploads a list for the chosen partner and shows the counts', async () => {
    renderAt('/codes/enrolments');
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('mobile\n9876500001\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload list' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SHOPPERS_STOP: 3 mobiles read, 2 enrolled, 1 already on the list, 0 repeated in the file.');
  });
});
