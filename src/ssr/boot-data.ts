/**
 * What the house rendered a page from (issue #17, docs/decisions/0044): the feed views, the two
 * configurations and the settings its HTML shows. The house writes it into the page as
 * `<script type="application/json" id="boot-data">` (data, never run: the CSP stays strict); the
 * page reads it once, and its first render (the hydration) starts from exactly this, so React
 * finds the house's HTML as it would have drawn it. Pages the house did not render have none.
 */
import type { AdminConfig, SettingsOptions } from '../../schemas/content.ts';
import type { Settings } from '../../domain/settings.ts';

export const BOOT_DATA_ID = 'boot-data';

export type BootData = {
  /** Feed views by query key (workers/feed/contract.ts queryKey). */
  readonly views: Record<string, unknown>;
  readonly configuration: { readonly admin: AdminConfig | null; readonly options: SettingsOptions | null };
  /** The settings the HTML was drawn with: the player's cookies, and a time zone the house could name. */
  readonly settings: Settings;
  /** The lazy components the HTML holds (house-lazy.ts): loaded before the page hydrates. */
  lazy: string[];
  /** The lists drawn to their first screenful only (hydration.ts useFirstScreenOnly), by their useId. */
  readonly firstScreens: string[];
};

let current: BootData | null = readPageBootData();

function readPageBootData(): BootData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as BootData) : null;
}

/** The boot data of this page (the house's render on the server, the embedded copy in the page); null without one. */
export function bootData(): BootData | null {
  return current;
}

/** The server's renderer sets each render's data before it renders (renders run one at a time). */
export function setBootData(data: BootData | null): void {
  current = data;
}

/**
 * Serialises boot data for a `<script type="application/json">` element: `<` is escaped, so no
 * feed text (a team named `</script>`) can end the element early.
 */
export function bootDataJson(data: BootData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
