import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSiteLocale } from './site-locale-context.tsx';
import { SECTIONS } from '../../domain/site-routes.ts';
import type { SectionKey } from '../../domain/site-routes.ts';

/** A page of the app, independent of language: the link adds the current /{lang}. */
export type AppTarget =
  | { readonly page: 'home' }
  | { readonly page: 'live'; readonly rest?: string }
  | { readonly page: SectionKey; readonly rest?: string };

type AppLinkProps = {
  readonly to: AppTarget;
  readonly children: ReactNode;
  readonly className?: string;
  /** Highlight only on this exact page, not on its sub-pages. */
  readonly exact?: boolean;
  readonly title?: string | undefined;
  readonly onClick?: (() => void) | undefined;
  /** Query parameters that are the page's own state (e.g. the results page's day and tournament). */
  readonly search?: Readonly<Record<string, string | number>>;
};

export function AppLink({ to, children, exact = false, ...rest }: AppLinkProps) {
  const lang = useSiteLocale();
  const activeOptions = { exact };
  if (to.page === 'home') {
    return (
      <Link to="/$lang" params={{ lang }} activeOptions={{ exact: true }} {...rest}>
        {children}
      </Link>
    );
  }
  if (to.page === 'live') {
    return to.rest ? (
      <Link to="/$lang/live/$" params={{ lang, _splat: to.rest }} activeOptions={activeOptions} {...rest}>
        {children}
      </Link>
    ) : (
      <Link to="/$lang/live" params={{ lang }} activeOptions={activeOptions} {...rest}>
        {children}
      </Link>
    );
  }
  const section = SECTIONS[to.page].segment;
  return to.rest ? (
    <Link to="/$lang/$section/$" params={{ lang, section, _splat: to.rest }} activeOptions={activeOptions} {...rest}>
      {children}
    </Link>
  ) : (
    <Link to="/$lang/$section" params={{ lang, section }} activeOptions={activeOptions} {...rest}>
      {children}
    </Link>
  );
}
