import { useI18nContext } from '../../i18n/i18n-react.tsx';

export const MAIN_ID = 'main';

/** SPEC SCR-15: the first focusable control; moves focus past the header and sidebar. */
export function SkipLink() {
  const { LL } = useI18nContext();
  return (
    <button type="button" className="skip-link" onClick={() => document.getElementById(MAIN_ID)?.focus()}>
      {LL.shell.skipToContent()}
    </button>
  );
}
