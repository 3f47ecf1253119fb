import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { hydrated, settled } from './hydration';
import { routesOf } from './hydrationGuard';
import { LANGUAGE_JOURNEYS_ADDRESS } from './limits';
import { gotoAsMember } from './login';
import { newMember, signInContext, type MemberKind } from './members';
import type { SiteName } from './partners';

// Issue 36: nothing is left in English. Every route of a site in the pseudo-locale (en-XA): each
// catalogue message, the sites' and the API's, renders accented and bracketed (⟦Ŝķîƥ⟧), so any visible
// word outside brackets did not come from a catalogue, unless it is a name (a brand, a company, a
// city, a person), which stays as it is in every language.

const SEED = path.resolve(import.meta.dirname, '../../api/src/seed/data');

/** Names: the sites' and the brands', the seeded companies' and cities', and the products and stores the texts name. */
function names(): string[] {
  const companies = (parse(fs.readFileSync(path.join(SEED, 'companies.yaml'), 'utf8')) as { name?: string }[] | { companies: { name: string }[] });
  const companyNames = (Array.isArray(companies) ? companies : companies.companies).map((company) => company.name).filter((name): name is string => typeof name === 'string');
  const cities = JSON.stringify(parse(fs.readFileSync(path.join(SEED, 'cities.yaml'), 'utf8')));
  const cityNames = [...cities.matchAll(/"name":"([^"]+)"/g)].map((match) => match[1]!);
  // the blog's authors and reviewers
  const blog = JSON.stringify(parse(fs.readFileSync(path.join(SEED, 'content/blog.yaml'), 'utf8')));
  const people = [...blog.matchAll(/"(?:author|reviewer|name)":"([^"]+)"/g)].map((match) => match[1]!);
  return [
    ...companyNames,
    ...cityNames,
    ...people,
    // an event's organiser (the open-air screenings' company)
    'Cinema under the stars',
    ...['Prime Rewards', 'Shopper Rewards', 'More Rewards', 'TP Exclusives', 'Visa Signature', 'Visa', 'Google Play', 'App Store', 'Instagram', 'Facebook', 'YouTube', 'LinkedIn', 'UPI', 'OTP', 'SMS', 'PAN', 'GST'],
    // the demo members' first names (apps/e2e/src/members.ts)
    ...['Priyanka', 'Tanvi', 'Vikram', 'Kavya', 'Meera'],
  ].sort((a, b) => b.length - a.length);
}

/** The page's visible words that are not from a catalogue: its text, and the labels, placeholders and alternatives it gives. */
export async function untranslated(page: Page, allowed: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // a name or an address's own words, marked as the same in every language (translate="no"), are not the page's words
    let body = document.body.innerText;
    for (const element of document.querySelectorAll<HTMLElement>('[translate="no"]')) if (element.innerText) body = body.replace(element.innerText, ' ');
    const found = [body, document.title];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (!(element as HTMLElement).checkVisibility?.()) continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const problems = new Set<string>();
  for (const text of texts) {
    // a message may hold an element (a link, a name), so brackets open and close across the text's parts
    let outside = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    while (/⟦[^⟦⟧]*⟧/.test(outside)) outside = outside.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    for (const line of outside.split(/\n+/)) {
      let rest = line;
      for (const name of allowed) rest = rest.split(name).join(' ');
      // what stays may be numbers, prices, codes, e-mail addresses, links and punctuation
      // dates (the pseudo-locale formats them as English does)
      rest = rest.replace(/\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?: \d{4})?\b/g, ' ');
      rest = rest.replace(/\S+@\S+|https?:\/\/\S+|\b[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*\b|\b[A-Z]{1,3}\b/g, ' ');
      if (/[A-Za-z]{2,}/.test(rest)) problems.add(line.trim().slice(0, 120));
    }
  }
  return [...problems];
}

/** Every route of the site in the pseudo-locale, as a visitor and as each member kind given. */
export function pseudoLocaleWalks(site: SiteName, who: readonly ('visitor' | MemberKind)[]): void {
  for (const kind of who) {
    test(`every route in the pseudo-locale shows only catalogue texts and names: ${kind}`, async ({ browser, request, playwright }, testInfo) => {
      test.setTimeout(300_000);
      const routes = await routesOf(request, site);
      const allowed = names();
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'rp_lang', value: 'en-XA', url: testInfo.project.use.baseURL! }]);
      if (kind !== 'visitor') await signInContext(context, await newMember(playwright, kind, { address: LANGUAGE_JOURNEYS_ADDRESS }));
      const page = await context.newPage();
      const found: string[] = [];
      for (const route of routes) {
        await test.step(route, async () => {
          if (kind === 'visitor') await page.goto(route);
          else await gotoAsMember(page, route);
          await hydrated(page);
          await settled(page);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
          for (const problem of await untranslated(page, allowed)) found.push(`${route}: ${problem}`);
        });
      }
      testInfo.annotations.push({ type: 'routes', description: `${routes.length}: ${routes.join(' ')}` });
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
