// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusScreenHeading } from '../../../src/frame/route-focus';

const flush = () => new Promise((r) => setTimeout(r, 0));

function page() {
  document.body.innerHTML =
    '<header><a href="/login" id="link">Sign In</a></header><main id="main" tabindex="-1"></main>';
  return { main: document.getElementById('main') as HTMLElement, link: document.getElementById('link') as HTMLElement };
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('a route change focuses the new screen’s h1', () => {
  it('focuses an h1 already there, from <body>, giving it tabindex -1', () => {
    const { main } = page();
    main.innerHTML = '<section><h1>Hooray!</h1></section>';
    stop = focusScreenHeading(main, null);
    expect(document.activeElement?.textContent).toBe('Hooray!');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that arrives later (a lazy screen) and takes focus from the link that was followed', async () => {
    const { main, link } = page();
    link.focus();
    stop = focusScreenHeading(main, link);
    expect(document.activeElement).toBe(link);
    main.innerHTML = '<section><h1>Welcome</h1></section>';
    await flush();
    expect(document.activeElement?.textContent).toBe('Welcome');
  });

  it('follows a fallback heading replaced by the real one', async () => {
    const { main } = page();
    main.innerHTML = '<section aria-busy="true"><h1>Loading heading</h1></section>';
    stop = focusScreenHeading(main, null);
    expect(document.activeElement?.textContent).toBe('Loading heading');
    main.innerHTML = '<section><h1>Take back your backyard!</h1></section>';
    await flush();
    expect(document.activeElement?.textContent).toBe('Take back your backyard!');
  });

  it('takes focus back when a closing modal hands it to the frame, but not from a dialog the screen opened', async () => {
    const { main, link } = page();
    main.innerHTML = '<h1>Welcome</h1>';
    stop = focusScreenHeading(main, null);
    expect(document.activeElement?.textContent).toBe('Welcome');
    link.focus(); // e.g. the exit modal restoring focus to Sign In
    expect(document.activeElement?.textContent).toBe('Welcome');
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"><button id="ok">OK</button></div>');
    (document.getElementById('ok') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('ok');
  });

  it('leaves focus where the new screen put it, and stops at the first key press', async () => {
    const { main } = page();
    main.innerHTML = '<section><button>Continue</button></section>';
    (main.querySelector('button') as HTMLElement).focus();
    stop = focusScreenHeading(main, null);
    main.querySelector('section')?.insertAdjacentHTML('afterbegin', '<h1>Quote</h1>');
    await flush();
    expect(document.activeElement?.textContent).toBe('Continue');

    const second = page();
    stop();
    stop = focusScreenHeading(second.main, null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    second.main.innerHTML = '<h1>Late</h1>';
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
