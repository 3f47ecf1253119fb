// Finding a member: one field for a mobile or an email; the matches as a table, contacts masked, each
// linking to the member's page. The query lives in the address (`?query=`), so going back to the
// search shows the same results.
import { Button, ScrollTable, TextInput } from '@rewards/design-system';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { useMemberSearch } from './api';
import { STATE_LABELS, type MemberSearch } from './format';
import * as styles from './members.css';

export function SearchPage() {
  usePageTitle('Members');
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const [text, setText] = useState(query);
  const search = useMemberSearch(query);

  const searchFor = (value: string) => {
    const next = value.trim();
    if (next !== '') setParams({ query: next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(text);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Members</h1>
      <form role="search" aria-label="Find a member" className={styles.search} onSubmit={submit}>
        <div className={styles.searchField}>
          <TextInput label="Mobile or email" value={text} onChange={setText} onEnter={searchFor} name="query" autoComplete="off" maxLength={254} />
        </div>
        <Button type="submit" busy={search.isFetching}>
          Search
        </Button>
      </form>
      <p className={styles.muted}>A 10-digit mobile (with or without +91 or 0) or an email address. Contacts are shown masked until you reveal them on the member’s page.</p>
      <Results query={query} search={search} />
    </div>
  );
}

function Results({ query, search }: { query: string; search: ReturnType<typeof useMemberSearch> }) {
  // One live region for the outcome, present from the start so each new outcome is announced.
  let outcome = '';
  if (query !== '') {
    if (search.isPending) outcome = 'Searching…';
    else if (search.data) outcome = countLabel(search.data);
  }
  return (
    <>
      <p role="status" className={styles.muted}>
        {outcome}
      </p>
      {search.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(search.error)}
        </p>
      ) : null}
      {search.data && search.data.members.length > 0 ? <ResultsTable query={query} result={search.data} /> : null}
    </>
  );
}

function countLabel(result: MemberSearch): string {
  const by = result.searchedBy === 'mobile' ? 'this mobile' : 'this email';
  const count = result.members.length;
  if (count === 0) return `No member has ${by}.`;
  return count === 1 ? `1 member has ${by}.` : `${count} members have ${by}.`;
}

function ResultsTable({ query, result }: { query: string; result: MemberSearch }) {
  return (
    <ScrollTable caption={`Members found for ${query}`} showCaption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Member
          </th>
          <th scope="col" className={styles.nowrap}>
            Mobile
          </th>
          <th scope="col" className={styles.cell}>
            Email
          </th>
          <th scope="col" className={styles.cell}>
            Membership
          </th>
          <th scope="col" className={styles.cell}>
            Account
          </th>
        </tr>
      </thead>
      <tbody>
        {result.members.map((member) => (
          <tr key={member.ssoId}>
            <td className={styles.cell}>
              <Link to={member.ssoId} className={styles.link}>
                {member.name ?? 'No name given'}
              </Link>
              <br />
              <span className={styles.muted}>{member.ssoId}</span>
            </td>
            <td className={styles.nowrap}>{member.mobile ?? 'None'}</td>
            <td className={styles.cell}>{member.email ?? 'None'}</td>
            <td className={styles.cell}>{STATE_LABELS[member.membershipState]}</td>
            <td className={styles.cell}>{member.blocked ? 'Blocked' : 'Active'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
