/**
 * The search boxes' rules (SPEC STA-56, VAL-02, VAL-11), shared by the results view and the left
 * sidebar's tree: a search applies only from 2 characters, and a name matches when it contains the
 * text, whatever the case.
 */

/** VAL-02, STA-56: the search applies only when its text is longer than 1 character. */
const MIN_SEARCH_LENGTH = 2;

/** The search text that applies, or null when the box holds too little to filter by (VAL-02). */
export function activeSearch(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : null;
}

/** VAL-11: a case-insensitive contains test. */
export function nameMatches(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.toLowerCase());
}
