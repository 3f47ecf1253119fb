// The student requests section (`/students/*`): the queue, and each request's page.
import { Route, Routes } from 'react-router-dom';
import { QueuePage } from './QueuePage';
import { RequestPage } from './RequestPage';

export default function StudentsSection() {
  return (
    <Routes>
      <Route index element={<QueuePage />} />
      <Route path=":requestId" element={<RequestPage />} />
    </Routes>
  );
}
