// What every lazy screen renders inside, loaded with the screen's chunk rather than the page (the
// first visit, the ZIP screen, needs neither):
// - TanStack Query's provider, over the app's one QueryClient (src/api/query-client.ts), so a screen
//   reads with useSuspenseQuery what its route's loader prefetched;
// - react-aria's RouterProvider, so react-aria's links (Link, LinkButton, menu items with href)
//   navigate through the app's router.
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { RouterProvider } from 'react-aria-components';

export function withScreenProviders<P extends object>(Screen: ComponentType<P>, client: QueryClient): ComponentType<P> {
  function ProvidedScreen(props: P) {
    const router = useRouter();
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
