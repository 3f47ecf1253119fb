// The campaigns section (`/campaigns/*`): the list, a new campaign, and each campaign's editor.
import { Route, Routes } from 'react-router-dom';
import { CampaignEditorPage } from './CampaignEditorPage';
import { CampaignListPage } from './CampaignListPage';

export default function CampaignsSection() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path="new" element={<CampaignEditorPage />} />
      <Route path=":name" element={<CampaignEditorPage />} />
    </Routes>
  );
}
