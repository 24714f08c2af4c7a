// What every lazy screen renders inside, loaded with the screen's chunk rather than the page (the
// first visit, the ZIP screen, needs neither):
// - TanStack Query's provider, over the app's one QueryClient (src/api/query-client.ts), so a screen
//   reads with useSuspenseQuery what its route's loader prefetched;
// - react-aria's RouterProvider, so react-aria's links (Link, LinkButton, menu items with href)
//   navigate through the app's router;
// - the page's ready mark (src/ready-mark.ts), set once the screen is hydrated or rendered and its
//   effects have run.
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { RouterProvider } from 'react-aria-components';
import { useReadyMark } from '../ready-mark';

export function withScreenProviders<P extends object>(Screen: ComponentType<P>, client: QueryClient): ComponentType<P> {
  function ProvidedScreen(props: P) {
    const router = useRouter();
    useReadyMark();
    return (
      <QueryClientProvider client={client}>
        <RouterProvider
          navigate={(to) => void router.navigate({ to })}
          useHref={(to) => router.buildLocation({ to }).href}
        >
          <Screen {...props} />
        </RouterProvider>
      </QueryClientProvider>
    );
  }
  ProvidedScreen.displayName = `withScreenProviders(${Screen.displayName ?? Screen.name})`;
  return ProvidedScreen;
}
