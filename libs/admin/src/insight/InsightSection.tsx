// SCAFFOLD: replaced by the insight section's own pages.
export default function InsightSection() {
  return <h1>Insight</h1>;
}
