// SCAFFOLD: replaced by the students section's own pages.
export default function StudentsSection() {
  return <h1>Students</h1>;
}
