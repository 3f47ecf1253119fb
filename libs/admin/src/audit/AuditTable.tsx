// The audit entries as a table (a scroll region on a phone): when, who (with the roles they acted
// with), the action, the target, and a disclosure with what changed, field by field, and the whole
// before and after.
import { ScrollTable } from '@rewards/design-system';
import { useState, type Ref } from 'react';
import { changesOf, formatWhen, prettyJson, type AuditEntry, type FieldChange } from './format';
import * as styles from './audit.css';

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  caption: string;
  /** The first entry of the page 'Load more' just added: it takes the focus. */
  firstNewId?: number | undefined;
  firstNewRef?: Ref<HTMLTableCellElement>;
}

export function AuditTable({ entries, caption, firstNewId, firstNewRef }: AuditTableProps) {
  return (
    <ScrollTable caption={caption} showCaption className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            When
          </th>
          <th scope="col" className={styles.cell}>
            Who
          </th>
          <th scope="col" className={styles.cell}>
            Action
          </th>
          <th scope="col" className={styles.cell}>
            Target
          </th>
          <th scope="col" className={styles.cell}>
            Changes
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" className={styles.rowHeader} {...(entry.id === firstNewId ? { ref: firstNewRef, tabIndex: -1 } : {})}>
              <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
            </th>
            <td className={styles.cell}>
              <span className={styles.code}>{entry.staffEmail}</span>
              <br />
              <span className={styles.muted}>{entry.roles.join(', ') || 'no role'}</span>
            </td>
            <td className={styles.cell}>
              <span className={styles.code}>{entry.action}</span>
            </td>
            <td className={styles.cell}>
              {entry.targetType}
              <br />
              <span className={styles.code}>{entry.targetId}</span>
            </td>
            <td className={styles.cell}>
              <Changes entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  // drawn once opened: a page of 200 entries need not hold 200 hidden tables
  const [open, setOpen] = useState(false);
  const changes = changesOf(entry.before, entry.after);
  if (entry.before == null && entry.after == null) return <span className={styles.muted}>No details recorded</span>;
  const count = changes.length === 1 ? '1 field changed' : changes.length === 0 ? 'no field changed' : `${changes.length} fields changed`;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>Before and after, {count}</summary>
      {open ? <ChangeDetails entry={entry} changes={changes} /> : null}
    </details>
  );
}

function ChangeDetails({ entry, changes }: { entry: AuditEntry; changes: FieldChange[] }) {
  return (
    <>
      {changes.length > 0 ? (
        <table className={styles.changes}>
          <caption className={styles.muted}>
            Changes of {entry.action} on {entry.targetType} {entry.targetId}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.changeCell}>
                Field
              </th>
              <th scope="col" className={styles.changeCell}>
                Before
              </th>
              <th scope="col" className={styles.changeCell}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" className={styles.changeCell}>
                  {change.field}
                </th>
                <td className={styles.changeCell}>{change.before}</td>
                <td className={styles.changeCell}>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className={styles.full}>
        <Json label="Before" value={entry.before} />
        <Json label="After" value={entry.after} />
      </div>
    </>
  );
}

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.label}>{label}</figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus */}
      <pre className={styles.pre} tabIndex={0} aria-label={`${label}, as recorded`}>
        {prettyJson(value)}
      </pre>
    </figure>
  );
}
