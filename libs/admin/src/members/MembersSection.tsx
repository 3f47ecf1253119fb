// The members section (`/members/*`): the search, and each member's page.
import { Route, Routes } from 'react-router-dom';
import { MemberPage } from './MemberPage';
import { SearchPage } from './SearchPage';

export default function MembersSection() {
  return (
    <Routes>
      <Route index element={<SearchPage />} />
      <Route path=":ssoId" element={<MemberPage />} />
    </Routes>
  );
}
