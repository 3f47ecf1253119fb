import { createConsentStore, CONSENT_KEY } from '@rewards/analytics';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentBanner, mountConsentBanner } from './ConsentBanner';
import { thirdPartyConfigured } from './siteAnalytics';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

beforeEach(() => localStorage.clear());

describe('the consent banner', () => {
  it('asks, and Allow grants consent and leaves', async () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    render(<ConsentBanner store={store} />);
    expect(screen.getByRole('region', { name: 'Cookies for analytics and ads' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(store.get()).toBe('granted');
    expect(storage.getItem(CONSENT_KEY)).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Cookies for analytics and ads' })).not.toBeInTheDocument();
  });

  it('Decline keeps third parties off', async () => {
    const store = createConsentStore(memoryStorage());
    render(<ConsentBanner store={store} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(store.get()).toBe('denied');
  });

  it('is not shown once the visitor has decided', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, 'denied');
    render(<ConsentBanner store={createConsentStore(storage)} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('mounts at the end of the page and removes itself after the answer', async () => {
    const store = createConsentStore(memoryStorage());
    act(() => mountConsentBanner(store));
    const region = await screen.findByRole('region', { name: 'Cookies for analytics and ads' });
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(region).not.toBeInTheDocument());
  });

  it('is asked only when a third-party adapter is configured', () => {
    expect(thirdPartyConfigured({ analytics: { ga4MeasurementId: undefined, metaPixelId: undefined } })).toBe(false);
    expect(thirdPartyConfigured({ analytics: { ga4MeasurementId: 'G-ABC123', metaPixelId: undefined } })).toBe(true);
    expect(thirdPartyConfigured({ analytics: { ga4MeasurementId: undefined, metaPixelId: '1234567' } })).toBe(true);
  });
});
