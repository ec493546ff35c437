/** Lazy pages: each is its own chunk, shown behind one loading status while it arrives. */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { houseLazy } from '../../ssr/house-lazy.ts';

/** A page component loaded on first use: none is paid for on the first load of / or /live (and loaded before a page the house drew hydrates). */
export function lazyPage<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  return houseLazy(name, load);
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
