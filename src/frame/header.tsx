import { useRef, useState } from 'react';
import { welcomeMessage } from '../domain/first-visit-messages';
import { sessionStore } from '../session-store';
import { AppLink } from '../ui/plain-controls';
import { useQuoteInProgress, useSession } from '../session-hooks';
import { Logo } from '../ui/icons/logo';
import { MenuIcon } from '../ui/icons/menu';
import { PhoneIcon } from '../ui/icons/phone';
import { SearchIcon } from '../ui/icons/search';
import { lazyWithRetry } from '../ui/lazy';
import { LoadBoundary } from '../ui/retry-boundary';

// Overlays load on first use: the initial JS carries no react-aria overlay code.
const MobileDrawer = lazyWithRetry(() => import('./mobile-drawer').then((m) => m.default));
const ExitQuoteModal = lazyWithRetry(() => import('./exit-quote-modal').then((m) => m.ExitQuoteModal));
import { CONTACT_PHONE, CONTACT_URL, HEADER_LINKS, SEARCH_URL, telHref } from './links';
import { submitWith } from '../ui/event-handlers';

export interface HeaderProps {
  /** Client-side navigation to an app path (the router's navigate). */
  navigate: (to: string) => void;
  /** /pay hides the usual navigation links (spec 1 §2). */
  hideNavigation?: boolean;
  /** The current path: its link says aria-current="page" (My Account on /account). */
  currentPath?: string;
  /** Sign Out: defaults to clearing the stored session and going to /login (spec 1 §4). */
  onSignOut?: () => void;
  /** Leaves the marketing site (search): window.location by default, replaceable in tests. */
  openExternal?: (url: string) => void;
}

/** A native search form (a plain <input type=search> is fully accessible and costs no JS). */
function SearchBox({ openExternal, id }: { openExternal: (url: string) => void; id: string }) {
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      aria-label="Site"
      className="search"
      onSubmit={submitWith(() => {
        if (query.trim()) openExternal(SEARCH_URL(query.trim()));
      })}
    >
      <label htmlFor={id} className="visually-hidden">
        Search
      </label>
      <input
        id={id}
        type="search"
        className="field__input search__input"
        placeholder="Search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className="search__submit">
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}

export function Header({
  navigate,
  hideNavigation = false,
  currentPath,
  onSignOut,
  openExternal = (u) => window.location.assign(u),
}: HeaderProps) {
  const session = useSession();
  const quoteInProgress = useQuoteInProgress();
  // The path the user asked for while a quote is in progress; non-null means the exit modal is open.
  const [pendingExit, setPendingExit] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  /** Sign-in and home links ask first when a quote is in progress; other links just go. */
  const guardedNavigate = (to: string) => {
    setDrawerOpen(false);
    if (quoteInProgress) setPendingExit(to);
    else navigate(to);
  };
  const go = (to: string) => {
    setDrawerOpen(false);
    navigate(to);
  };
  const signOut =
    onSignOut ??
    (() => {
      sessionStore.clear();
      navigate('/login');
    });

  const welcome = session ? welcomeMessage(session.user.first_name) : '';
  const account = session ? (
    <>
      {/* A long name is cut with an ellipsis (frame.css); the title shows it whole. */}
      <span className="header__welcome" title={welcome}>
        {welcome}
      </span>
      <AppLink to="/account" onNavigate={go} className="header__link" isCurrent={currentPath === '/account'}>
        My Account
      </AppLink>
      <button
        type="button"
        className="btn btn--quiet header__signout"
        onClick={() => {
          setDrawerOpen(false);
          signOut();
        }}
      >
        Sign Out
      </button>
    </>
  ) : (
    <AppLink to="/login" onNavigate={guardedNavigate} className="header__link header__signin">
      Sign In
    </AppLink>
  );

  const marketing = HEADER_LINKS.map((l) => (
    <li key={l.label}>
      <a href={l.href} className="header__link">
        {l.label}
      </a>
    </li>
  ));

  return (
    <header className="header">
      <div className="contact-bar">
        <a href={CONTACT_URL} className="contact-bar__link">
          Questions? Contact Us
        </a>
        <a href={telHref(CONTACT_PHONE)} className="contact-bar__phone">
          <PhoneIcon />
          {CONTACT_PHONE}
        </a>
      </div>
      <div className="header__bar">
        <AppLink to="/" onNavigate={guardedNavigate} className="header__brand">
          <Logo /> <span className="visually-hidden">home</span>
        </AppLink>
        {hideNavigation ? null : (
          <>
            <nav aria-label="Main" className="header__nav">
              <ul className="header__links">{marketing}</ul>
              <SearchBox openExternal={openExternal} id="header-search" />
            </nav>
            <div className="header__account">{account}</div>
            <button
              type="button"
              ref={menuButton}
              className="btn btn--quiet header__menu-button"
              aria-label="Menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon size={24} />
            </button>
            {drawerOpen ? (
              <LoadBoundary>
                <MobileDrawer
                  isOpen
                  onOpenChange={(open) => {
                    setDrawerOpen(open);
                    // Focus goes back to the menu button (the drawer mounted after the press).
                    if (!open) menuButton.current?.focus();
                  }}
                >
                  <ul className="drawer__links">{marketing}</ul>
                  <SearchBox openExternal={openExternal} id="drawer-search" />
                  <div className="drawer__account">{account}</div>
                </MobileDrawer>
              </LoadBoundary>
            ) : null}
          </>
        )}
      </div>
      {pendingExit !== null ? (
        <LoadBoundary>
          <ExitQuoteModal
            isOpen
            onExit={() => {
              const to = pendingExit;
              setPendingExit(null);
              sessionStore.setQuoteInProgress(false);
              if (to) navigate(to);
            }}
            onContinue={() => setPendingExit(null)}
          />
        </LoadBoundary>
      ) : null}
    </header>
  );
}
