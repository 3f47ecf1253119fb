import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeFetch } from '@rewards/api-client/testing';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleTestProviders } from '../testing';
import CodesSection from './CodesSection';
import { codesServer, refusedPoolFile } from './testing';

const meta = {
  title: 'Console/Codes and pools',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

function At({ route, server = codesServer() }: { route: string; server?: ReturnType<typeof codesServer> }) {
  return (
    <ConsoleTestProviders fetch={fakeFetch(server).fetch} route={route}>
      <Routes>
        <Route path="/codes/*" element={<CodesSection />} />
      </Routes>
    </ConsoleTestProviders>
  );
}

export const PromoCodes: StoryObj = {
  render: () => <At route="/codes" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Promo and gift codes' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Resume FESTIVE20' })).toBeVisible();
  },
};

export const NewCodeForm: StoryObj = {
  render: () => <At route="/codes" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New code' }));
    await expect(canvas.getByLabelText('Code')).toBeVisible();
  },
};

export const StoreCodes: StoryObj = { render: () => <At route="/codes/store" /> };

export const CouponPools: StoryObj = {
  render: () => <At route="/codes/pools" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Low stock (under 80)')).toBeVisible();
  },
};

export const PoolFileRefused: StoryObj = {
  render: () => <At route="/codes/pools" server={codesServer({ '/nc/admin/v1/pools/7/upload': refusedPoolFile })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Upload codes for healthy-bowl-30' });
    await userEvent.upload(within(form).getByLabelText('CSV file for healthy-bowl-30'), new File(['code\n'], 'codes.csv', { type: 'text/csv' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    await expect(await within(form).findByText('line 5: code: is empty')).toBeVisible();
  },
};

export const Enrolments: StoryObj = { render: () => <At route="/codes/enrolments" /> };
