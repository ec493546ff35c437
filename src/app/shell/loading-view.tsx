import { useI18nContext } from '../../i18n/i18n-react.tsx';

/** SCR-14: shown until the admin configuration and the settings choices have answered. */
export function LoadingView() {
  const { LL } = useI18nContext();
  return (
    <div className="loading-view" role="status" aria-live="polite" data-loading-view="">
      <span className="brand__mark" aria-hidden="true">
        S
      </span>
      <span className="loading-view__spinner" aria-hidden="true" />
      <span>{LL.shell.loading()}</span>
    </div>
  );
}
