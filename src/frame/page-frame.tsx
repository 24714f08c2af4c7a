import type { ReactNode } from 'react';
import { firstVisitMessages as messages } from '../domain/first-visit-messages';
import { ToastHost } from './toast-host';
import { Footer } from './footer';
import { Header } from './header';
import type { HeaderProps } from './header';

export interface PageFrameProps extends HeaderProps {
  children: ReactNode;
  /**
   * Another screen is on its way (the address has changed, its code or data is still downloading): the
   * main landmark says it is busy, and a bar along the top of the window says the next screen is coming.
   */
  leaving?: boolean;
}

/** Header (contact bar, links, drawer, account), the page's main landmark, footer and the toast region. */
export function PageFrame({ children, leaving = false, ...header }: PageFrameProps) {
  return (
    <div className="page">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header {...header} />
      <main id="main" className="page__main" tabIndex={-1} aria-busy={leaving || undefined}>
        {leaving ? <div className="nav-progress" role="progressbar" aria-label={messages.loadingNextScreen} /> : null}
        {children}
      </main>
      <Footer hideNavigation={header.hideNavigation} />
      <ToastHost />
    </div>
  );
}
