// The card-linked offer's seed: what cards.yaml holds, that broken card data is refused, and that
// the card tables fill (each while empty) on a database seeded before they existed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardBins, cardChannels, cardHomeWidgets } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { seedCards } from './cards';
import { SEED_DATA_DIR, loadSeedData, seedIfEmpty } from './loader';

describe('the card seed data', () => {
  const { cards } = loadSeedData();

  it('has the Visa Signature offer: two eligible BINs and a Visa card that is not Signature, with its own message', () => {
    const [visa] = cards.channels;
    expect(visa).toMatchObject({ id: 'VISA_SIGNATURE', network: 'VISA', cardName: 'Visa Signature', durationDays: 365, windowDays: 180 });
    expect(visa?.bins.filter((entry) => entry.eligible).map((entry) => entry.bin)).toEqual(['438857', '431940']);
    expect(visa?.bins.find((entry) => entry.bin === '411111')).toMatchObject({ eligible: false, refusalMessage: expect.stringContaining('not a Visa Signature credit card') });
  });

  it.each([
    ['a BIN listed twice', "- bin: '431940'", "- bin: '438857'", /BIN 438857 twice/],
    ['a BIN that is not 6 digits', "- bin: '431940'", "- bin: '43194'", /cards\.yaml[\s\S]*bin/],
    ['a widget for an unknown channel', 'cardChannelId: VISA_SIGNATURE', 'cardChannelId: VISA_INFINITE', /unknown card channel VISA_INFINITE/],
  ])('refuses %s', (_label, from, to, message) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    try {
      fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
      const file = path.join(dir, 'cards.yaml');
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(from)) throw new Error(`cards.yaml does not hold ${from}`);
      fs.writeFileSync(file, text.replace(from, to));
      expect(() => loadSeedData(dir)).toThrow(message);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('seeding the card tables', () => {
  it('fills them on a database seeded before they existed, each while empty, with the window 180 days from seeding', async () => {
    const testDb = await createTestDatabase({ seeded: true });
    try {
      const { db } = testDb.database;
      const counts = async () => ({
        channels: (await db.select({ n: count() }).from(cardChannels))[0]?.n,
        bins: (await db.select({ n: count() }).from(cardBins))[0]?.n,
        widgets: (await db.select({ n: count() }).from(cardHomeWidgets))[0]?.n,
      });
      expect(await counts()).toEqual({ channels: 1, bins: 3, widgets: 1 });

      // an older database: everything else seeded, the card tables empty
      for (const table of [cardHomeWidgets, cardBins, cardChannels]) await db.delete(table);
      expect((await seedIfEmpty(testDb.database)).seeded).toBe(true);
      expect(await counts()).toEqual({ channels: 1, bins: 3, widgets: 1 });
      expect((await seedIfEmpty(testDb.database)).seeded).toBe(false);

      // only the emptied table is written again; the window is days in India from the moment of seeding
      await db.delete(cardBins);
      const { cards } = loadSeedData();
      expect(await seedCards(db, cards, new Date('2026-11-20T19:00:00Z'))).toBe(true);
      expect(await counts()).toEqual({ channels: 1, bins: 3, widgets: 1 });
      await db.delete(cardHomeWidgets);
      await db.delete(cardBins);
      await db.delete(cardChannels);
      await seedCards(db, cards, new Date('2026-11-20T19:00:00Z')); // 21 Nov 00:30 in India
      expect((await db.select().from(cardChannels))[0]?.windowEndDate).toBe('2027-05-20');
    } finally {
      await testDb.dispose();
    }
  });
});
