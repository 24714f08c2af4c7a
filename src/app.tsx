// The application shell: the API client in context, then the router (src/routes/router.tsx).
// No query client at the root: the ZIP screen reads nothing through TanStack Query, and its code
// would weigh on every first visit. Every lazy screen renders inside the QueryClientProvider loaded
// with it (src/routes/screen-providers.tsx). The screens set <html data-app="ready"> themselves
// (src/ready-mark.ts): an effect here runs before the screen's fields are hydrated.
import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { ApiProvider } from './api-context';
import type { ApiClient } from './api-context';
import type { AppRouter } from './routes/router';
import './styles/tokens.css';
import './styles/ui.css';
import './styles/frame.css';

export function App({ router, api }: { router: AppRouter; api: ApiClient }) {
  return (
    <StrictMode>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </StrictMode>
  );
}
