import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, shopperPartner } from '../testing/renderApp';
import { memberSession } from '../testing/shellFixtures';
import { routeRegistry } from './sites/core';

// The core site's real registry entry for /student-offer.
const registry = [...routeRegistry];

describe('/student-offer on the core site', () => {
  it('shows a visitor what the offer is, with the frame, instead of sending them to /login', async () => {
    const { router } = renderApp('/student-offer', { registry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Student offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to verify' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student-offer');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("shows a member their request's state", async () => {
    const approved = {
      requestId: '3d8f1f5e-7a59-4c53-9a8e-1f6c2b0d4e21',
      state: 'APPROVED',
      name: 'Aarav Shah',
      email: 'aarav@example.in',
      collegeName: 'Government Arts College',
      pincode: '600001',
      documentName: 'student-id.pdf',
      documentType: 'pdf',
      documentBytes: 20480,
      submittedAt: '2026-11-20T10:00:00Z',
      decidedAt: '2026-11-22T09:30:00Z',
      decisionNote: null,
    };
    renderApp('/student-offer', { registry, session: memberSession(), api: { '/nc/um/user/student': { success: true, data: approved } } });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Your student status is verified. The student offers are yours.')).toBeInTheDocument();
  });

  it('is not a page of the shopper co-brand (not in its allowed paths)', async () => {
    renderApp('/student-offer', { registry, partner: shopperPartner });
    expect(await screen.findByRole('heading', { level: 1, name: /not found|404|oops/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Student offer' })).toBeNull();
  });
});
