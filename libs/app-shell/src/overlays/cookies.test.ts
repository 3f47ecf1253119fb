import { describe, expect, it } from 'vitest';
import { deleteCookiesExcept } from './cookies';

/** A document whose cookie jar records what page script writes to it. */
function jar(initial: string) {
  const written: string[] = [];
  return {
    written,
    doc: {
      get cookie() {
        return initial;
      },
      set cookie(value: string) {
        written.push(value);
      },
    },
  };
}

describe('a card-offer logout', () => {
  it('expires every cookie page script can see except those kept', () => {
    const { doc, written } = jar('rp_session=1; rp_city=Pune; utm_source=google; rp_cookie_consent=yes');
    expect(deleteCookiesExcept(['rp_cookie_consent', 'rp_city'], doc)).toEqual(['rp_session', 'utm_source']);
    expect(written).toEqual(['rp_session=; Max-Age=0; Path=/; SameSite=Lax', 'utm_source=; Max-Age=0; Path=/; SameSite=Lax']);
  });

  it('does nothing without cookies or a document', () => {
    expect(deleteCookiesExcept([], jar('').doc)).toEqual([]);
    expect(deleteCookiesExcept([], undefined)).toEqual([]);
  });
});
