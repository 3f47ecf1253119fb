import { compileMessage } from '@lingui/message-utils/compileMessage';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineCatalogue, loadCatalogues, translate, type Messages } from './catalogue';
import { I18nProvider, useFormat, useT } from './I18nProvider';

const compile = (messages: Record<string, string>): Messages => Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
const en = compile({ greeting: 'Welcome back, {name}', offers: '{count, plural, one {# offer} other {# offers}}', only: 'Only in English' });
const hi = compile({ greeting: 'फिर से स्वागत है, {name}', offers: '{count, plural, one {# ऑफ़र} other {# ऑफ़र}}' });

describe('catalogues', () => {
  it('reads English at once, with ICU variables and plurals', () => {
    const catalogue = defineCatalogue('t1', en, { hi: async () => ({ messages: hi }) });
    expect(translate('en', catalogue, 'greeting', { name: 'Ananya' })).toBe('Welcome back, Ananya');
    expect(translate('en', catalogue, 'offers', { count: 1 })).toBe('1 offer');
    expect(translate('en', catalogue, 'offers', { count: 12 })).toBe('12 offers');
  });

  it('reads Hindi once loaded, English until then and beneath a missing translation', async () => {
    const catalogue = defineCatalogue('t2', en, { hi: async () => ({ messages: hi }) });
    expect(translate('hi', catalogue, 'greeting', { name: 'अनन्या' })).toBe('Welcome back, अनन्या');
    await loadCatalogues('hi', [catalogue]);
    expect(translate('hi', catalogue, 'greeting', { name: 'अनन्या' })).toBe('फिर से स्वागत है, अनन्या');
    expect(translate('hi', catalogue, 'offers', { count: 3 })).toBe('3 ऑफ़र');
    expect(translate('hi', catalogue, 'only')).toBe('Only in English');
  });

  it('reads English when a language cannot be fetched, rather than waiting for ever', async () => {
    const catalogue = defineCatalogue('t2b', en, { hi: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadCatalogues('hi', [catalogue]);
    expect(translate('hi', catalogue, 'greeting', { name: 'अनन्या' })).toBe('Welcome back, अनन्या');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps each library to its own keys', () => {
    const one = defineCatalogue('t3', compile({ title: 'One' }), { hi: async () => ({ messages: {} }) });
    const two = defineCatalogue('t4', compile({ title: 'Two' }), { hi: async () => ({ messages: {} }) });
    expect([translate('en', one, 'title'), translate('en', two, 'title')]).toEqual(['One', 'Two']);
  });

  it('makes the pseudo-locale from English: accented, bracketed, variables intact', async () => {
    const catalogue = defineCatalogue('t5', en, { hi: async () => ({ messages: hi }) });
    await loadCatalogues('en-XA', [catalogue]);
    expect(translate('en-XA', catalogue, 'greeting', { name: 'Ananya' })).toBe('⟦Ŵèļçôɱè ƀàçķ, Ananya⟧');
    expect(translate('en-XA', catalogue, 'offers', { count: 2 })).toBe('⟦2 ôƒƒèřš⟧');
  });
});

describe('in a page', () => {
  function Greeting({ catalogue }: { catalogue: ReturnType<typeof defineCatalogue> }) {
    const t = useT(catalogue);
    const format = useFormat();
    return (
      <p>
        {t('greeting', { name: 'Ananya' })} · {format.rupees(1499)}
      </p>
    );
  }

  it('renders English without a provider (a component test)', () => {
    render(<Greeting catalogue={defineCatalogue('t6', en, { hi: async () => ({ messages: hi }) })} />);
    expect(screen.getByText('Welcome back, Ananya · ₹1,499')).toBeInTheDocument();
  });

  it('waits for a language that is not loaded yet instead of showing English first', async () => {
    let arrive: (value: { messages: Messages }) => void = () => undefined;
    const catalogue = defineCatalogue('t7', en, { hi: () => new Promise((resolve) => (arrive = resolve)) });
    // React's act must be awaited around a render that suspends
    await act(async () => {
      render(
        <I18nProvider locale="hi">
          <Suspense fallback={<p>loading</p>}>
            <Greeting catalogue={catalogue} />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    await act(async () => arrive({ messages: hi }));
    expect(await screen.findByText('फिर से स्वागत है, Ananya · ₹1,499')).toBeInTheDocument();
  });
});
