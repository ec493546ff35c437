/** The page title a house render set (useDocumentTitle), for the HTML's <title>. */
let title: string | null = null;

export function recordTitle(next: string): void {
  title = next;
}

export function renderedTitle(): string | null {
  return title;
}

export function resetRenderedTitle(): void {
  title = null;
}
