// The reviewers' queue: requests in one state (waiting, by default), oldest first, each linking to
// its page; more a page at a time. The state is in the URL (`?state=APPROVED`), so a link keeps it.
import { Button, ScrollTable } from '@rewards/design-system';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { useStudentQueue } from './api';
import { STATES, STATE_LABELS, isStudentState, momentLabel, typeLabel, type StudentState } from './format';
import * as styles from './students.css';

export function QueuePage() {
  usePageTitle('Student requests');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('state');
  const state: StudentState = isStudentState(requested) ? requested : 'SUBMITTED';
  const selectId = useId();
  const queue = useStudentQueue(state);
  const current = STATES.find((option) => option.value === state) ?? STATES[0]!;
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Student requests</h1>
      <div className={styles.filter}>
        <label htmlFor={selectId} className={styles.label}>
          Show
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={state}
          onChange={(event) => setSearch(event.target.value === 'SUBMITTED' ? {} : { state: event.target.value }, { replace: true })}
        >
          {STATES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      {queue.isPending ? (
        <p role="status">Loading requests…</p>
      ) : queue.isError && !queue.data ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(queue.error)}
        </p>
      ) : items.length === 0 ? (
        <p role="status">{current.empty}</p>
      ) : (
        <>
          <ScrollTable caption={current.caption} showCaption>
            <thead>
              <tr>
                <th scope="col" className={styles.nowrap}>
                  Submitted
                </th>
                <th scope="col" className={styles.cell}>
                  Name
                </th>
                <th scope="col" className={styles.cell}>
                  College
                </th>
                <th scope="col" className={styles.nowrap}>
                  Document
                </th>
                <th scope="col" className={styles.nowrap}>
                  State
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.requestId}>
                  <td className={styles.nowrap}>{momentLabel(item.submittedAt)}</td>
                  <td className={styles.cell}>
                    <Link to={item.requestId} className={styles.link}>
                      {item.name}
                    </Link>
                  </td>
                  <td className={styles.cell}>{item.collegeName}</td>
                  <td className={styles.nowrap}>{typeLabel(item.documentType)}</td>
                  <td className={styles.nowrap}>{STATE_LABELS[item.state]}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {queue.hasNextPage ? (
            <div>
              <Button variant="secondary" busy={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
                {queue.isFetchingNextPage ? 'Loading more…' : 'Show more requests'}
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
