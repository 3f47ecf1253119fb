// Importing a partner's enrolment file into its list: parsed first (invalid lines reported by line
// number, repeated mobiles counted once), then inserted in batches; mobiles already on the list are
// left as they are (claimed or not), so importing the same file again changes nothing.
import type { PartnerChannel } from '@rewards/api-contract';
import type { AppDb } from '../../db/connection';
import { parseEnrolmentCsv, type InvalidLine } from './enrolment-csv';
import { PartnerRepository } from './repository';

const BATCH = 1_000;

export interface EnrolmentImport {
  partner: PartnerChannel;
  /** Distinct valid mobiles in the file. */
  mobiles: number;
  /** Of those, how many were not on the list before. */
  added: number;
  alreadyEnrolled: number;
  /** Lines repeating a mobile read above them in the file. */
  duplicates: number;
  invalid: InvalidLine[];
}

export async function importEnrolments(db: AppDb, partner: PartnerChannel, text: string, now = new Date()): Promise<EnrolmentImport> {
  const parsed = parseEnrolmentCsv(text);
  const added = await new PartnerRepository(db).transaction(async (tx) => {
    let count = 0;
    for (let start = 0; start < parsed.mobiles.length; start += BATCH) {
      count += await tx.enrol(partner, parsed.mobiles.slice(start, start + BATCH), now);
    }
    return count;
  });
  return {
    partner,
    mobiles: parsed.mobiles.length,
    added,
    alreadyEnrolled: parsed.mobiles.length - added,
    duplicates: parsed.duplicates,
    invalid: parsed.invalid,
  };
}
