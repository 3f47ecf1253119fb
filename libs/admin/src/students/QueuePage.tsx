// The reviewers' queue: requests in one state (waiting, by default), oldest first, each linking to
// its page; more a page at a time. The state is in the URL (`?state=APPROVED`), so a link keeps it.
import { Button, ScrollTable } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSectionName } from '../sections';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { studentsCatalogue } from './i18n/catalogue';
import { useStudentQueue } from './api';
import { STATES, captionLabel, emptyLabel, filterLabel, isStudentState, momentLabel, stateLabel, typeLabel, type StudentState } from './format';
import * as styles from './students.css';

export function QueuePage() {
  const t = useT(studentsCatalogue);
  const sectionName = useSectionName('students');
  const staffErrorMessage = useStaffErrorMessage();
  const locale = useLocale();
  usePageTitle(sectionName);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('state');
  const state: StudentState = isStudentState(requested) ? requested : 'SUBMITTED';
  const selectId = useId();
  const queue = useStudentQueue(state);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{sectionName}</h1>
      <div className={styles.filter}>
        <label htmlFor={selectId} className={styles.label}>
          {t('students.queue.show')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={state}
          onChange={(event) => setSearch(event.target.value === 'SUBMITTED' ? {} : { state: event.target.value }, { replace: true })}
        >
          {STATES.map((option) => (
            <option key={option} value={option}>
              {filterLabel(t, option)}
            </option>
          ))}
        </select>
      </div>

      {queue.isPending ? (
        <p role="status">{t('students.queue.loading')}</p>
      ) : queue.isError && !queue.data ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(queue.error)}
        </p>
      ) : items.length === 0 ? (
        <p role="status">{emptyLabel(t, state)}</p>
      ) : (
        <>
          <ScrollTable caption={captionLabel(t, state)} showCaption>
            <thead>
              <tr>
                <th scope="col" className={styles.nowrap}>
                  {t('students.queue.submitted')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('students.queue.name')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('students.queue.college')}
                </th>
                <th scope="col" className={styles.nowrap}>
                  {t('students.queue.document')}
                </th>
                <th scope="col" className={styles.nowrap}>
                  {t('students.queue.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.requestId}>
                  <td className={styles.nowrap}>{momentLabel(item.submittedAt, locale)}</td>
                  <td className={styles.cell}>
                    <Link to={item.requestId} className={styles.link}>
                      {item.name}
                    </Link>
                  </td>
                  <td className={styles.cell}>{item.collegeName}</td>
                  <td className={styles.nowrap}>{typeLabel(t, item.documentType)}</td>
                  <td className={styles.nowrap}>{stateLabel(t, item.state)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {queue.hasNextPage ? (
            <div>
              <Button variant="secondary" busy={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
                {queue.isFetchingNextPage ? t('students.queue.loadingMore') : t('students.queue.showMore')}
              </Button>
            </div>
          ) : null}
          {queue.isFetchNextPageError ? (
            <p role="alert" className={styles.alert}>
              {staffErrorMessage(queue.error)}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
