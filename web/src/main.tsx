import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installApiFeedback } from './app/api-feedback';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';

// A route chunk that fails to load (usually a new deployment) reaches the root error page, which
// reloads the target URL at most once a minute (SPEC §8, app/chunk-reload.ts).
const router = createAppRouter();
installApiFeedback(queryClient, router);

const container = document.getElementById('root');
if (!container) throw new Error('Elemen #root tidak ditemukan');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
