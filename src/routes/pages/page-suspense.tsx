/** Lazy pages: each is its own chunk, shown behind one loading status while it arrives. */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';

/** A page component loaded on first use: none is paid for on the first load of / or /live. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

export function PageSuspense({ children }: { readonly children: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <Suspense
      fallback={
        <p className="page" role="status" aria-busy="true">
          {LL.shell.loading()}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
