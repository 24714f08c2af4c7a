// The browser entry. The build prerenders the screens that need no data (src/prerender.tsx): their
// HTML is in the page before any script runs, and here React hydrates it. Every other page (and a
// prerendered page whose URL or stored state would render differently) is rendered from scratch
// over the prerendered frame, which looks the same.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { lazyApiClient } from './api/lazy-client';
import { createAppRouter } from './routes/router';
import { canHydrate, PRERENDER_ATTRIBUTE } from './prerender-match';
import { keepTypedBeforeStart } from './typed-before-start';
import { retryLoad } from './ui/lazy';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// What is typed into the prerendered fields before React owns them reaches the app all the same.
keepTypedBeforeStart(container);

// The client's code arrives with the first request (the ZIP check), not with the page; a failed
// download is tried once more, then the request fails as offline requests do.
const api = lazyApiClient(retryLoad(() => import('./app-api-client').then((m) => m.createAppApiClient())));
const router = createAppRouter({ api });
const app = <App router={router} api={api} />;

// Resolve the route first (guards, redirects, the lazy screen's chunk), so the first client render
// is the finished screen: identical to the prerendered HTML where there is one.
await router.load();
const prerendered = container.getAttribute(PRERENDER_ATTRIBUTE);
if (prerendered !== null && canHydrate(prerendered, router.state.location, document.cookie)) {
  // As a transition (see below): hydration in slices, not one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.removeAttribute(PRERENDER_ATTRIBUTE);
  // A transition: React renders in slices and yields to the browser between them instead of one
  // long task (a phone stays responsive while a big screen such as /getquote renders: Lighthouse's
  // TBT there 283 → 134 ms). The served frame stays on screen until the first commit replaces it.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
