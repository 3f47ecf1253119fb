// The audit log section (`/audit/*`, admins): one page, the filtered log.
import { Route, Routes } from 'react-router-dom';
import { AuditLogPage } from './AuditLogPage';

export default function AuditSection() {
  return (
    <Routes>
      <Route index element={<AuditLogPage />} />
    </Routes>
  );
}
