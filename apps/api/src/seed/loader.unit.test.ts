import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DATA_DIR, SeedDataError, loadSeedData } from './loader';

describe('the demo catalogue data', () => {
  const data = loadSeedData();
  const offers = data.categories.flatMap((file) => file.offers.map((offer) => ({ ...offer, category: file.category.slug })));

  it('has at least 10 categories and 60 offers, each category with exactly one welcome offer', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(10);
    expect(offers.length).toBeGreaterThanOrEqual(60);
    for (const file of data.categories) expect(file.offers.filter((o) => o.welcome), file.category.slug).toHaveLength(1);
  });

  it('has several membership offers, every card size, and steps, terms and FAQs on every offer page', () => {
    expect(offers.filter((o) => o.membership).length).toBeGreaterThanOrEqual(5);
    expect(new Set(offers.map((o) => o.cardSize))).toEqual(new Set(['SMALL', 'BIG', 'COVER']));
    for (const file of data.categories) {
      for (const offer of file.offers) {
        expect((offer.howToUse ?? file.common.howToUse ?? []).length, offer.name).toBeGreaterThan(0);
        expect([...offer.tncs, ...(file.common.tncs ?? [])].length, offer.name).toBeGreaterThan(0);
      }
    }
    expect(offers.some((o) => o.faqs.length > 0)).toBe(true);
  });

  it('writes key points as HTML paragraphs and prices in rupees', () => {
    for (const offer of offers) {
      for (const point of offer.keyPoints) expect(point, offer.name).toMatch(/^<p>.+<\/p>$/);
      expect(offer.maxSavings, offer.name).toBeGreaterThan(0);
    }
  });
});

describe('the places and demo members', () => {
  const data = loadSeedData();

  it('lists the 28 states and 8 union territories, and about 60 cities each in one of them', () => {
    expect(data.places.states.filter((s) => s.kind === 'STATE')).toHaveLength(28);
    expect(data.places.states.filter((s) => s.kind === 'UNION_TERRITORY').map((s) => s.name)).toEqual([
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ]);
    expect(data.places.cities.length).toBeGreaterThanOrEqual(60);
  });

  it('has one demo member per audience', () => {
    const byMobile = Object.fromEntries(data.users.map((user) => [user.mobile, user]));
    expect(byMobile['9876543210']).toMatchObject({ firstName: 'Aarav', lastName: 'Sharma', city: 'Bengaluru', gender: 'M', primeProfile: 5 });
    expect(byMobile['9876543211']?.primeProfile).toBe(1);
    expect(byMobile['9876543212']?.primeProfile).toBe(2);
    expect(byMobile['9876543219']?.primeProfile).toBe(9);
    expect(byMobile['9876543213']?.business).toBe(true);
    expect(byMobile['9876543214']).toMatchObject({ variantName: 'BCCL', superUser: true });
    expect(byMobile['9876543215']).toMatchObject({ firstName: 'Guest' });
    expect(byMobile['9876543215']?.city).toBeUndefined();
    expect(byMobile['9876543215']?.gender).toBeUndefined();
    // a paid member with no code history, for the browser journeys
    expect(byMobile['9876543216']).toMatchObject({ firstName: 'Anaya', lastName: 'Rao', city: 'Pune', gender: 'F', primeProfile: 5, emailVerified: true });
  });
});

describe('broken seed data', () => {
  function copyWithEdit(file: string, from: string, to: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
    const full = path.join(dir, file);
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace(from, to));
    return dir;
  }

  it('is refused when a city names an unknown state or a demo member an unknown city', () => {
    const cityDir = copyWithEdit('cities.yaml', '{ name: Pune, state: Maharashtra }', '{ name: Pune, state: Bombay Presidency }');
    expect(() => loadSeedData(cityDir)).toThrow(/city Pune names unknown state Bombay Presidency/);
    const userDir = copyWithEdit('users.yaml', 'city: Bengaluru', 'city: Gotham');
    expect(() => loadSeedData(userDir)).toThrow(/lives in Gotham/);
    for (const dir of [cityDir, userDir]) fs.rmSync(dir, { recursive: true });
  });


  function copyWith(edit: (dir: string) => void): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
    edit(dir);
    return dir;
  }

  it('is refused when a category has two welcome offers', () => {
    const dir = copyWith((d) => {
      const file = path.join(d, 'categories', 'music.yaml');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('    priority: 3\n    maxSavings: 357', '    priority: 3\n    welcome: true\n    maxSavings: 357'));
    });
    expect(() => loadSeedData(dir)).toThrow(/music has 2 welcome offers/);
    fs.rmSync(dir, { recursive: true });
  });

  it('is refused, naming the file and field, when a colour is not #RRGGBB', () => {
    const dir = copyWith((d) => {
      const file = path.join(d, 'companies.yaml');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("color: '#6D28D9'", "color: 'purple'"));
    });
    expect(() => loadSeedData(dir)).toThrow(SeedDataError);
    expect(() => loadSeedData(dir)).toThrow(/companies\.yaml[\s\S]*color/);
    fs.rmSync(dir, { recursive: true });
  });
});
