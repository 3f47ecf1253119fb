// The student offer's verification requests: what the member sent and where its document is kept
// (a private storage key, never a public URL), and the reviewer's decision. A member has at most
// one open request: the partial unique index holds it even when two sends race.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './accounts';

export const studentVerifications = pgTable(
  'student_verifications',
  {
    id: serial('id').primaryKey(),
    /** The id the member and the API see (a UUID). */
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    collegeName: text('college_name').notNull(),
    pincode: text('pincode').notNull(),
    /** Where the storage adapter keeps the document (a key inside its private root or bucket). */
    documentKey: text('document_key').notNull(),
    /** The file's name as the member chose it (shown back to them only). */
    documentName: text('document_name').notNull(),
    /** The type read from the content (magic bytes): jpeg, png, pdf, eps, docx, svg, webp, doc. */
    documentType: text('document_type').notNull(),
    documentBytes: integer('document_bytes').notNull(),
    submittedAt: instant('submitted_at').notNull(),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note'),
    /** The reviewer who decided (staff_members.id); null for a decision made before the console. */
    decidedBy: integer('decided_by'),
  },
  (t) => [
    uniqueIndex('student_verifications_public_id_key').on(t.publicId),
    index('student_verifications_user_idx').on(t.userId, t.submittedAt),
    // One open request per member: a second SUBMITTED (or APPROVED) row cannot exist.
    uniqueIndex('student_verifications_one_open_key').on(t.userId).where(sql`${t.state} in ('SUBMITTED', 'APPROVED')`),
    check('student_verifications_state', sql`${t.state} in ('SUBMITTED', 'APPROVED', 'REJECTED')`),
    check('student_verifications_type', sql`${t.documentType} in ('jpeg', 'png', 'pdf', 'eps', 'docx', 'svg', 'webp', 'doc')`),
    check('student_verifications_bytes', sql`${t.documentBytes} between 1 and 10485760`),
    check('student_verifications_pincode', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);
