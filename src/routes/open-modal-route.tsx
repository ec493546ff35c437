import { createRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openModal } from '../store/modal-store.ts';
import { modalTagOf } from '../store/modal-tags.ts';
import { langRoute } from './lang-route.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/**
 * /{lang}/open-modal/{modal}/{data?} (SPEC RTE-28): opens the modal with that tag over the home
 * page, and leaves the address at /{lang} so closing the modal leaves a normal page. The modal is
 * opened by the page, never by the route's loader: preloading a link on hover must not open it.
 */
export const openModalRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'open-modal/$modal',
  component: () => {
    const { modal } = openModalRoute.useParams();
    return <OpenModal modal={modal} data={null} />;
  },
});

export const openModalDataRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'open-modal/$modal/$data',
  component: () => {
    const { modal, data } = openModalDataRoute.useParams();
    return <OpenModal modal={modal} data={data} />;
  },
});

function OpenModal({ modal, data }: { modal: string; data: string | null }) {
  const { lang } = langRoute.useParams();
  const navigate = useNavigate();
  const tag = modalTagOf(modal);

  useEffect(() => {
    if (!tag) return;
    // Opened once the address is /{lang}: the modal's own links then navigate from a settled page.
    void navigate({ to: '/$lang', params: { lang }, replace: true }).then(() => openModal(tag, data));
  }, [tag, data, lang, navigate]);

  return tag ? null : <NotFoundPage />;
}
