// SCAFFOLD: replaced by the members section's own pages.
export default function MembersSection() {
  return <h1>Members</h1>;
}
