// The audit entries as a table (a scroll region on a phone): when, who (with the roles they acted
// with), the action, the target, and a disclosure with what changed, field by field, and the whole
// before and after.
import { ScrollTable } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useState, type Ref } from 'react';
import { auditCatalogue } from './i18n/catalogue';
import { changesOf, formatWhen, prettyJson, WHOLE_VALUE, type AuditEntry, type FieldChange } from './format';
import * as styles from './audit.css';

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  caption: string;
  /** The first entry of the page 'Load more' just added: it takes the focus. */
  firstNewId?: number | undefined;
  firstNewRef?: Ref<HTMLTableCellElement>;
}

export function AuditTable({ entries, caption, firstNewId, firstNewRef }: AuditTableProps) {
  const t = useT(auditCatalogue);
  const locale = useLocale();
  return (
    <ScrollTable caption={caption} showCaption className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {t('audit.table.when')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('audit.table.who')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('audit.table.action')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('audit.table.target')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('audit.table.changes')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" className={styles.rowHeader} {...(entry.id === firstNewId ? { ref: firstNewRef, tabIndex: -1 } : {})}>
              <time dateTime={entry.at}>{formatWhen(entry.at, locale)}</time>
            </th>
            <td className={styles.cell}>
              <span className={styles.code}>{entry.staffEmail}</span>
              <br />
              <span className={styles.muted}>{entry.roles.join(', ') || t('audit.table.noRole')}</span>
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
  const t = useT(auditCatalogue);
  // drawn once opened: a page of 200 entries need not hold 200 hidden tables
  const [open, setOpen] = useState(false);
  const changes = changesOf(entry.before, entry.after);
  if (entry.before == null && entry.after == null) return <span className={styles.muted}>{t('audit.table.noDetails')}</span>;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{t('audit.table.summary', { count: changes.length })}</summary>
      {open ? <ChangeDetails entry={entry} changes={changes} /> : null}
    </details>
  );
}

function ChangeDetails({ entry, changes }: { entry: AuditEntry; changes: FieldChange[] }) {
  const t = useT(auditCatalogue);
  return (
    <>
      {changes.length > 0 ? (
        <table className={styles.changes}>
          <caption className={styles.muted}>{t('audit.table.changesCaption', { action: entry.action, targetType: entry.targetType, targetId: entry.targetId })}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.changeCell}>
                {t('audit.table.field')}
              </th>
              <th scope="col" className={styles.changeCell}>
                {t('audit.table.before')}
              </th>
              <th scope="col" className={styles.changeCell}>
                {t('audit.table.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" className={styles.changeCell}>
                  {change.field === WHOLE_VALUE ? t('audit.table.wholeValue') : change.field}
                </th>
                <td className={styles.changeCell}>{change.before}</td>
                <td className={styles.changeCell}>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className={styles.full}>
        <Json label={t('audit.table.before')} value={entry.before} />
        <Json label={t('audit.table.after')} value={entry.after} />
      </div>
    </>
  );
}

function Json({ label, value }: { label: string; value: unknown }) {
  const t = useT(auditCatalogue);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.label}>{label}</figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus */}
      <pre className={styles.pre} tabIndex={0} aria-label={t('audit.table.asRecorded', { label })}>
        {prettyJson(value, t('audit.table.nothingRecorded'))}
      </pre>
    </figure>
  );
}
