// SCAFFOLD: replaced by the codes section's own pages.
export default function CodesSection() {
  return <h1>Codes</h1>;
}
