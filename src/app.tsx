// The application shell: the API client in context, then the router (src/routes/router.tsx).
// No query client at the root: the ZIP screen reads nothing through TanStack Query, and its code
// would weigh on every first visit. Every lazy screen renders inside the QueryClientProvider loaded
// with it (src/routes/screen-providers.tsx).
import { StrictMode, useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { ApiProvider } from './api-context';
import type { ApiClient } from './api-context';
import type { AppRouter } from './routes/router';
import './styles/tokens.css';
import './styles/ui.css';
import './styles/frame.css';

/**
 * Marks the document once React owns the page (hydrated or rendered): <html data-app="ready">. Until then a
 * prerendered field shows but is not yet wired; browser tests wait for the mark before typing.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

export function App({ router, api }: { router: AppRouter; api: ApiClient }) {
  return (
    <StrictMode>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
        <ReadyMark />
      </ApiProvider>
    </StrictMode>
  );
}
