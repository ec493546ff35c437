/**
 * The account routes under /{lang}: register, login, lost-password, set-password (RTE-25, RTE-30)
 * and the account modal at /user/{tab} (SCR-42..44). Static paths, so the router prefers them over
 * the shell's placeholder section route.
 */
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';
import { LazyHomePage } from './home-route.tsx';
import { loadSession } from '../store/session.ts';
import { DEFAULT_ACCOUNT_TAB, isAccountTab, type AccountTab } from '../features/account/account-tabs.ts';

// Each page is its own chunk: a visitor to the sportsbook pays for none of the account forms.
const RegisterPage = lazyRouteComponent(() => import('../features/account/register-page.tsx'), 'RegisterPage');
const LoginPage = lazyRouteComponent(() => import('../features/account/login-page.tsx'), 'LoginPage');
const LostPasswordPage = lazyRouteComponent(() => import('../features/account/lost-password-page.tsx'), 'LostPasswordPage');
const SetPasswordPage = lazyRouteComponent(() => import('../features/account/set-password-page.tsx'), 'SetPasswordPage');
const AccountModal = lazyRouteComponent(() => import('../features/account/account-modal.tsx'), 'AccountModal');

/** RTE-34: a signed-in player visiting register, login or lost-password goes home. */
async function guestsOnly({ params }: { params: { lang: string } }) {
  const session = await loadSession();
  if (session.status === 'user') throw redirect({ to: '/$lang', params: { lang: params.lang as never }, replace: true });
}

/** RTE-33: a /user path without a session (401) goes home. */
async function playersOnly({ params }: { params: { lang: string } }) {
  const session = await loadSession();
  if (session.status !== 'user') throw redirect({ to: '/$lang', params: { lang: params.lang as never }, replace: true });
}

export const registerRoute = createRoute({ getParentRoute: () => langRoute, path: 'register', beforeLoad: guestsOnly, component: RegisterPage });
export const loginRoute = createRoute({ getParentRoute: () => langRoute, path: 'login', beforeLoad: guestsOnly, component: LoginPage });
export const lostPasswordRoute = createRoute({ getParentRoute: () => langRoute, path: 'lost-password', beforeLoad: guestsOnly, component: LostPasswordPage });
export const setPasswordRoute = createRoute({ getParentRoute: () => langRoute, path: 'set-password', component: SetPasswordPage });

export const userRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'user',
  beforeLoad: async ({ params }) => {
    await playersOnly({ params });
    // SCR-44: the shown tab defaults to deposit.
    throw redirect({ href: `/${params.lang}/user/${DEFAULT_ACCOUNT_TAB}`, replace: true });
  },
});

export const userTabRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'user/$tab',
  params: { parse: (raw: Record<string, string>) => (raw.tab !== undefined && isAccountTab(raw.tab) ? { tab: raw.tab } : false) },
  beforeLoad: playersOnly,
  component: UserTabPage,
});

function UserTabPage() {
  const { tab } = userTabRoute.useParams() as { tab: AccountTab };
  return (
    <>
      <LazyHomePage />
      <AccountModal key="account-modal" tab={tab} />
    </>
  );
}

export const accountRoutes = [registerRoute, loginRoute, lostPasswordRoute, setPasswordRoute, userRoute, userTabRoute] as const;
