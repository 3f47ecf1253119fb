// `load enrolments --partner <P> <file.csv>`: a partner's enrolment list, read as `npm run enrol`
// reads it (one mobile a line, header optional, +91 and spaces tolerated) but all or nothing: one
// line that is not a mobile refuses the whole file, so an operator never has to find which half of a
// list went in. `#` starts a comment line. Mobiles already on the list stay as they are (claimed or not).
import type { PartnerChannel } from '@rewards/api-contract';
import type { AppDb } from '../db/connection';
import { partnerPlans } from '../db/schema';
import { importEnrolments } from '../modules/partners/enrolment-import';
import { parseEnrolmentCsv } from '../modules/partners/enrolment-csv';
import { inTransaction, refuseIf, type LoadReport } from './report';
import type { LoadProblem } from './source';

export async function loadEnrolments(db: AppDb, partner: PartnerChannel, text: string, file: string): Promise<LoadReport> {
  // `#` lines are comments, as in the other operator files; blanked rather than removed, so line numbers stay.
  const uncommented = text
    .split(/\r\n|\n|\r/)
    .map((line) => (line.trim().startsWith('#') ? '' : line))
    .join('\n');
  const parsed = parseEnrolmentCsv(uncommented);
  refuseIf(parsed.invalid.map((line): LoadProblem => ({ file, line: line.line, message: `not a valid mobile: ${line.text}` })));
  // The plan check and the import share one transaction (the import's own nests in it as a savepoint).
  return inTransaction(db, async (tx) => {
    const plans = await tx.select({ partner: partnerPlans.partner }).from(partnerPlans);
    if (!plans.some((plan) => plan.partner === partner)) refuseIf([{ file, message: `partner ${partner} has no plan yet (load the catalogue, whose partners.yaml holds the partner plans, first)` }]);
    const result = await importEnrolments(tx, partner, uncommented);
    const counts = { mobiles: result.mobiles, added: result.added, alreadyEnrolled: result.alreadyEnrolled, duplicates: result.duplicates };
    return {
      summary: `${partner} enrolments: ${counts.mobiles} mobiles read, ${counts.added} enrolled, ${counts.alreadyEnrolled} already enrolled, ${counts.duplicates} repeated in the file`,
      counts,
      notes: [],
    };
  });
}
