// The insight section (`/insight/*`): one page, the funnel and the web vitals over a period.
import { Route, Routes } from 'react-router-dom';
import { InsightPage } from './InsightPage';

export default function InsightSection() {
  return (
    <Routes>
      <Route index element={<InsightPage />} />
    </Routes>
  );
}
