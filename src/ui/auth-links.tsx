import { AppLink } from './app-link.tsx';
import { useI18nContext } from '../i18n/i18n-react.tsx';

/** Log in and Register, side by side: wherever a guest is asked to sign in. */
export function AuthLinks({ className, small = false }: { readonly className: string; readonly small?: boolean }) {
  const { LL } = useI18nContext();
  const size = small ? ' btn--small' : '';
  return (
    <span className={className}>
      <AppLink to={{ page: 'login' }} className={`btn btn--ghost${size}`}>
        {LL.nav.login()}
      </AppLink>
      <AppLink to={{ page: 'register' }} className={`btn btn--primary${size}`}>
        {LL.nav.register()}
      </AppLink>
    </span>
  );
}
