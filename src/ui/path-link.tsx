/**
 * A link to a page of the site by its path (a match, a tournament), light enough for hundreds of rows: a plain anchor (a real href for
 * new tabs and crawlers) that navigates inside the app on a plain click.
 */
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useSiteLocale } from './site-locale-context.tsx';

/** `link` is the page's path under the language, as the house sends it (`/live/soccer/…/match/1`). */
type Props = { readonly link: string; readonly className?: string; readonly children: ReactNode; readonly onClick?: (() => void) | undefined };

export function PathLink({ link, className, children, onClick: onFollow }: Props) {
  const router = useRouter();
  const href = `/${useSiteLocale()}${link}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onFollow?.();
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
