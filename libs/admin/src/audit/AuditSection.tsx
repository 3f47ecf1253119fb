// SCAFFOLD: replaced by the audit section's own pages.
export default function AuditSection() {
  return <h1>Audit</h1>;
}
