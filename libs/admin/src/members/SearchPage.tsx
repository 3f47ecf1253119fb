// Finding a member: one field for a mobile or an email; the matches as a table, contacts masked, each
// linking to the member's page. The query lives in the address (`?query=`), so going back to the
// search shows the same results.
import { Button, ScrollTable, TextInput } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSectionName } from '../sections';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { membersCatalogue } from './i18n/catalogue';
import { useMemberSearch } from './api';
import { stateLabel, type MemberSearch } from './format';
import * as styles from './members.css';

export function SearchPage() {
  const t = useT(membersCatalogue);
  const sectionName = useSectionName('members');
  usePageTitle(sectionName);
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
      <h1 className={styles.heading}>{sectionName}</h1>
      <form role="search" aria-label={t('members.search.label')} className={styles.search} onSubmit={submit}>
        <div className={styles.searchField}>
          <TextInput label={t('members.search.field')} value={text} onChange={setText} onEnter={searchFor} name="query" autoComplete="off" maxLength={254} />
        </div>
        <Button type="submit" busy={search.isFetching}>
          {t('members.search.button')}
        </Button>
      </form>
      <p className={styles.muted}>{t('members.search.hint')}</p>
      <Results query={query} search={search} />
    </div>
  );
}

function Results({ query, search }: { query: string; search: ReturnType<typeof useMemberSearch> }) {
  const t = useT(membersCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  // One live region for the outcome, present from the start so each new outcome is announced.
  let outcome = '';
  if (query !== '') {
    if (search.isPending) outcome = t('members.search.searching');
    else if (search.data) outcome = countLabel(t, search.data);
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

function countLabel(t: Translate, result: MemberSearch): string {
  const count = result.members.length;
  return result.searchedBy === 'mobile' ? t('members.search.countMobile', { count }) : t('members.search.countEmail', { count });
}

function ResultsTable({ query, result }: { query: string; result: MemberSearch }) {
  const t = useT(membersCatalogue);
  return (
    <ScrollTable caption={t('members.search.caption', { query })} showCaption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {t('members.search.member')}
          </th>
          <th scope="col" className={styles.nowrap}>
            {t('members.search.mobile')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('members.search.email')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('members.search.membership')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('members.search.account')}
          </th>
        </tr>
      </thead>
      <tbody>
        {result.members.map((member) => (
          <tr key={member.ssoId}>
            <td className={styles.cell}>
              <Link to={member.ssoId} className={styles.link}>
                {member.name ?? t('members.search.noName')}
              </Link>
              <br />
              <span className={styles.muted}>{member.ssoId}</span>
            </td>
            <td className={styles.nowrap}>{member.mobile ?? t('members.none')}</td>
            <td className={styles.cell}>{member.email ?? t('members.none')}</td>
            <td className={styles.cell}>{stateLabel(t, member.membershipState)}</td>
            <td className={styles.cell}>{member.blocked ? t('members.search.blocked') : t('members.search.active')}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
