import type { ReactNode } from 'react';
import { ToastHost } from './toast-host';
import { Footer } from './footer';
import { Header } from './header';
import type { HeaderProps } from './header';

export interface PageFrameProps extends HeaderProps {
  children: ReactNode;
}

/** Header (contact bar, links, drawer, account), the page's main landmark, footer and the toast region. */
export function PageFrame({ children, ...header }: PageFrameProps) {
  return (
    <div className="page">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header {...header} />
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      <Footer hideNavigation={header.hideNavigation} />
      <ToastHost />
    </div>
  );
}
