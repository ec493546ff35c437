import { createRoute } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';
import { NOT_FOUND_SEGMENT } from '../../domain/site-routes.ts';
import { NotFoundPage } from './pages/not-found-page.tsx';

/** /{lang}/404: where unknown unprefixed paths land (SPEC RTE-32). Unmatched paths under /{lang} render the same page in place. */
export const notFoundRoute = createRoute({
  getParentRoute: () => langRoute,
  path: NOT_FOUND_SEGMENT,
  component: NotFoundPage,
});
