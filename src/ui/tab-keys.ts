/**
 * The tab a key press moves to in a horizontal tablist (WAI-ARIA tabs pattern: arrows wrap, Home and
 * End jump), or null when the key is not a tab-navigation key.
 */
export function tabIndexAfterKey(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
