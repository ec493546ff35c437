/**
 * Feed views while the house renders a page: the renderer (src/entry-server.tsx) installs where
 * they come from, and a component asking for one waits for it (React's `use`; the house's render
 * waits for every pending view). Each view becomes part of the page's boot data.
 */
import { queryKey, type FeedQuery } from '../../workers/feed/contract.ts';
import { DRAWN_BY_HOUSE } from '../store/feed-views.ts';

export type ServerViews = {
  /** A query's view as the house holds it now; null: none (the page shows it loading). */
  readonly view: (query: FeedQuery) => Promise<object | null>;
  /** The requests of this render, by query key. */
  readonly asked: Map<string, Promise<object | null>>;
  /** Where each view goes once there (the render's boot data's `views`). */
  readonly into: Record<string, unknown>;
};

let current: ServerViews | null = null;

export function setServerViews(views: ServerViews | null): void {
  current = views;
}

/** The same promise for every request of one query within a render (React's `use` needs that). */
export function serverView(query: FeedQuery): Promise<object | null> {
  if (!current) return Promise.resolve(null);
  const key = queryKey(query);
  let asked = current.asked.get(key);
  if (!asked) {
    const into = current.into;
    asked = current.view(query).then(
      (view) => {
        if (view === null) return null;
        const drawn = { ...view, [DRAWN_BY_HOUSE]: true };
        into[key] = drawn;
        return drawn;
      },
      () => null,
    );
    current.asked.set(key, asked);
  }
  return asked;
}
