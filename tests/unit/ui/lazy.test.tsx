// @vitest-environment jsdom
// Lazily loaded code that survives a failed download (src/ui/lazy.tsx): one more try, then the kit's
// error state with Try again, which loads again; a page whose build is gone from the server reloads
// once per build instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../src/domain/messages';
import { lazyWithRetry, retryLoad } from '../../../src/ui/lazy';
import { LoadBoundary } from '../../../src/ui/retry-boundary';

const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/x-1.js');
const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
  sessionStorage.clear();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  // The build is still on the server unless a test says otherwise.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Hello, loaded lazily by `load`, rendered inside the kit's load boundary. */
function renderLazyHello(load: () => Promise<typeof Hello>) {
  const Lazy = lazyWithRetry(load);
  render(
    <LoadBoundary>
      <Lazy name="Jo" />
    </LoadBoundary>,
  );
}

/** A component whose every download fails, rendered until its error shows (after its two tries). */
async function showFailedTwice() {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValue(offline());
  renderLazyHello(load);
  await screen.findByRole('alert');
  return load;
}

describe('lazyWithRetry', () => {
  it('tries a failed download once more and renders what the second try brought', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(offline()).mockResolvedValue(Hello);
    renderLazyHello(load);
    expect(await screen.findByText('Hello Jo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after two failures shows the error with Try again, which loads again; nothing reloads while the build is there', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Hello);
    renderLazyHello(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.loadFailed);
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Jo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('Try again whose load fails again (the browser remembers the failed module) reloads the page while the server answers', async () => {
    const load = await showFailedTwice();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // One more load, not two: the page is going.
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('Try again offline (the server does not answer): no reload, the error stays', async () => {
    const load = await showFailedTwice();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('preload() loads ahead, so the first render shows the component without a fallback', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve(Hello));
    await Lazy.preload();
    render(
      <LoadBoundary fallback={<p>Loading</p>}>
        <Lazy name="Jo" />
      </LoadBoundary>,
    );
    expect(screen.getByText('Hello Jo')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});

describe('retryLoad after a redeploy', () => {
  it("reloads the page once when the page's entry script is gone too, and never again for the same build", async () => {
    const head = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', head);
    const load = vi.fn(() => Promise.reject(offline()));
    const settled = vi.fn();
    void retryLoad(load)().then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(head).toHaveBeenCalledWith(`${window.location.origin}/assets/index-old.js`, {
      method: 'HEAD',
      cache: 'no-store',
    });
    expect(sessionStorage.getItem('yardwise:reloaded-from')).toBe(`${window.location.origin}/assets/index-old.js`);
    // The page is going: the load neither resolves nor fails meanwhile.
    expect(settled).not.toHaveBeenCalled();

    // The reload brought the same build back: the failure is shown, no second reload.
    await expect(retryLoad(load)()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offline (the check itself fails): no reload, the failure is shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(retryLoad(() => Promise.reject(offline()))()).rejects.toThrow('dynamically imported');
    expect(reload).not.toHaveBeenCalled();
  });
});
