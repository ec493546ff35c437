/**
 * How a selection is named wherever it is shown — the match page, the betslip, the ticket and its
 * history: the outcome's title with its line ("Over 2.5", "Home -1.5"), since the line is part of
 * what was picked. A market's name joins its title and suffix the same way.
 */
export function selectionLabel(title: string, line: string): string {
  return line ? `${title} ${line}` : title;
}
