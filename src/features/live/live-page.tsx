// Placeholder: replaced by the live overview (owned by the feed/live work).
export function LivePage() {
  return <section aria-busy="true">Loading live matches…</section>;
}
