/**
 * A component loaded on first use (React.lazy) that a page the house drew can hydrate at once: the
 * house notes each one it drew (in the boot data), and the page loads those before it hydrates. A
 * plain lazy component would suspend the hydration of everything around it until its chunk came,
 * leaving the house's HTML to be hydrated later against views that have moved on.
 *
 * Each is named by its module's path from the project's root (e.g. `src/features/live/live-page.tsx`):
 * the house links the style sheets the build gave that module (server/client-pages.ts), so the
 * HTML it draws is styled before any script runs.
 */
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

const preloads = new Map<string, (() => Promise<unknown>)[]>();
const drawn = new Set<string>();

export type HouseLazy<P extends object> = FunctionComponent<P> & { readonly preload: () => Promise<void> };

export function houseLazy<P extends object>(module: string, load: () => Promise<ComponentType<P>>): HouseLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  preloads.set(module, [...(preloads.get(module) ?? []), preload]);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function HouseLazy(props: P) {
    if (import.meta.env.SSR) drawn.add(module);
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  HouseLazy.displayName = module;
  HouseLazy.preload = () => preload().then(() => undefined);
  return HouseLazy;
}

/** The house's renderer: the modules of the lazy components its render drew, then forgets them for the next. */
export function takeDrawnLazies(): string[] {
  const modules = [...drawn];
  drawn.clear();
  return modules;
}

/** The page, before it hydrates: loads the lazy components the house drew (their modules must have been loaded, e.g. with the route's). */
export function preloadLazies(modules: readonly string[]): Promise<unknown> {
  return Promise.all(modules.flatMap((module) => (preloads.get(module) ?? []).map((preload) => preload())));
}
