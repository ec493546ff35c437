import { createRoute } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';
import { HomePage } from './pages/home-page.tsx';

/** /{lang}/ (SPEC RTE-01). */
export const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  component: HomePage,
});
