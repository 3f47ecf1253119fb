import { ApiError } from '@rewards/api-client';
import { PartnerProvider } from '@rewards/partner';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testPartner } from '../testing/fixtures';
import { ErrorBoundary } from './offerDetail';

function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <p>root boundary</p>,
        children: [
          {
            path: 'categories/:catName/:brand',
            loader: () => {
              throw error;
            },
            element: <p>never</p>,
            ErrorBoundary,
          },
        ],
      },
    ],
    { initialEntries: ['/categories/dining/no-such-offer'] },
  );
  render(
    <PartnerProvider partner={testPartner()}>
      <RouterProvider router={router} />
    </PartnerProvider>,
  );
}

describe('offer detail error boundary', () => {
  it("an unknown offer shows the server's '404 offer not found'", async () => {
    renderFailing(new ApiError(404, { success: false, responseMessage: '404 offer not found', userMessage: '404 offer not found', systemErrorCode: '404' }));
    expect(await screen.findByRole('heading', { name: '404 offer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all benefits' })).toHaveAttribute('href', '/categories');
  });

  it('any other failure goes up to the next boundary', async () => {
    renderFailing(new ApiError(500, { success: false, responseMessage: 'boom', userMessage: 'Something went wrong', systemErrorCode: 'TP500' }));
    expect(await screen.findByText('root boundary')).toBeInTheDocument();
  });
});
