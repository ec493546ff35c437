/**
 * What the house and its renderer of pages (src/entry-server.tsx, built into the client's `.ssr/`
 * folder; ADR 0044) hand each other: the house asks for a page with its own requests and its feed's
 * catch-up messages, and gets the HTML, the head's tags and the page's boot data back.
 */
import type { SiteLocale } from './site-locale.ts';
import type { Topic } from '../schemas/protocol.ts';
import type { HubRefusal } from '../schemas/errors.ts';

export type RenderRequest = {
  /** Path and query of the page asked for. */
  readonly url: string;
  /** The origin the page is served from (canonical and alternate links). */
  readonly origin: string;
  /** The request's Cookie header: the settings cookies decide how odds are written. */
  readonly cookie: string;
  /** A request to the house itself (its configuration and meta tags), as the page would make it. */
  readonly fetch: typeof fetch;
  /** What a new subscriber to a topic gets now (a snapshot and the messages after it), or the house's refusal (a match it does not hold). */
  readonly topic: (topic: Topic) => Promise<readonly unknown[] | HubRefusal>;
};

export type RenderedPage = {
  readonly lang: SiteLocale;
  /** The inside of #root. */
  readonly html: string;
  /** Title, meta tags, canonical and alternate links, for <head>. */
  readonly head: string;
  /** For <script type="application/json" id="boot-data">, already escaped for it. */
  readonly bootData: string;
};

export type PageRenderer = { renderPage(request: RenderRequest): Promise<RenderedPage | null> };
