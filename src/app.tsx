// The application shell: TanStack Query at the root, then the router (src/routes/router.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ApiProvider, createAppApiClient } from './api-context';
import { createAppRouter } from './routes/router';
import './styles/ui.css';

const queryClient = new QueryClient({
  // Errors are shown by the flows (toasts / inline); retrying a 4xx would repeat the same answer.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = createAppRouter();
const api = createAppApiClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>
  );
}
