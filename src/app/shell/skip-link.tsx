import { useI18nContext } from '../../i18n/i18n-react.tsx';

export const MAIN_ID = 'main';

/** SCR-15: how long the main area stays focusable after the skip link moved focus there. */
export const SKIP_TABINDEX_MS = 1000;

/**
 * Moves focus to the main area. It is made focusable for the move and its tabindex is removed
 * 1000 ms later, so a click in it afterwards does not draw a focus ring round the whole page.
 */
export function focusMainContent(main: HTMLElement | null, timers: Pick<typeof globalThis, 'setTimeout'> = globalThis): void {
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.focus();
  timers.setTimeout(() => main.removeAttribute('tabindex'), SKIP_TABINDEX_MS);
}

/** SPEC SCR-15: the first focusable control; moves focus past the header and sidebar. */
export function SkipLink() {
  const { LL } = useI18nContext();
  return (
    <button type="button" className="skip-link" onClick={() => focusMainContent(document.getElementById(MAIN_ID))}>
      {LL.shell.skipToContent()}
    </button>
  );
}
