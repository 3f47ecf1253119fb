// SCAFFOLD: replaced by the campaigns section's own pages.
export default function CampaignsSection() {
  return <h1>Campaigns</h1>;
}
