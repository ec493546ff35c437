/**
 * A link to a match page, light enough for hundreds of live rows: a plain anchor (a real href for
 * new tabs and crawlers) that navigates inside the app on a plain click.
 */
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';

/** `link` is the match's path under the language, as the house sends it (`/live/soccer/…/match/1`). */
export function MatchLink({ link, className, children }: { readonly link: string; readonly className?: string; readonly children: ReactNode }) {
  const router = useRouter();
  const href = `/${useSiteLocale()}${link}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
