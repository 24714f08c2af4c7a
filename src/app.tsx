// The application shell: the API client in context, then the router (src/routes/router.tsx).
// No query client at the root: nothing on the first screens reads through TanStack Query, and its
// ~7 KB (brotli) would weigh on every first visit (issue 11). A route that reads through queries
// mounts its QueryClientProvider in its own (lazy) chunk.
import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { ApiProvider } from './api-context';
import type { ApiClient } from './api-context';
import type { AppRouter } from './routes/router';
import './styles/ui.css';

export function App({ router, api }: { router: AppRouter; api: ApiClient }) {
  return (
    <StrictMode>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </StrictMode>
  );
}
