// react-aria's links (Link, LinkButton, menu items with href) navigate through the app's router when
// a RouterProvider is above them. It wraps each lazy screen rather than the root, so react-aria stays
// out of the first visit's JavaScript (issue 11): only the screens that use react-aria load it.
import type { ComponentType } from 'react';
import { useRouter } from '@tanstack/react-router';
import { RouterProvider } from 'react-aria-components';

export function withAriaRouter<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function AriaRoutedScreen(props: P) {
    const router = useRouter();
    return (
      <RouterProvider
        navigate={(to) => void router.navigate({ to })}
        useHref={(to) => router.buildLocation({ to }).href}
      >
        <Screen {...props} />
      </RouterProvider>
    );
  }
  AriaRoutedScreen.displayName = `withAriaRouter(${Screen.displayName ?? Screen.name})`;
  return AriaRoutedScreen;
}
