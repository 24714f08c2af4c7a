import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import {
  Button as AriaButton, Dialog, DialogTrigger, Form, Heading, Input, Label, Modal, ModalOverlay, SearchField,
} from 'react-aria-components';
import { displayFirstName, sessionStore } from '../session-store';
import { useQuoteInProgress, useSession } from '../session-hooks';
import { ExitQuoteModal } from './exit-quote-modal';
import { CONTACT_PHONE, CONTACT_URL, HEADER_LINKS, SEARCH_URL, telHref } from './links';

export interface HeaderProps {
  /** Client-side navigation to an app path (the router's navigate). */
  navigate: (to: string) => void;
  /** /pay hides the usual navigation links (spec 1 §2). */
  hideNavigation?: boolean;
  /** Sign Out: defaults to clearing the stored session and going to /login (spec 1 §4). */
  onSignOut?: () => void;
  /** Leaves the marketing site (search): window.location by default, replaceable in tests. */
  openExternal?: (url: string) => void;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** An in-app link: a real <a href> (open in new tab works), routed client-side on a plain click. */
function AppLink({ to, onNavigate, className, children }: { to: string; onNavigate: (to: string) => void; className?: string; children: ReactNode }) {
  return (
    <a
      href={to}
      className={className}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}

function SearchBox({ openExternal, id }: { openExternal: (url: string) => void; id: string }) {
  const [query, setQuery] = useState('');
  return (
    <Form
      role="search"
      aria-label="Site"
      className="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (query.trim()) openExternal(SEARCH_URL(query.trim()));
      }}
    >
      <SearchField value={query} onChange={setQuery} className="search__field" id={id}>
        <Label className="visually-hidden">Search</Label>
        <Input className="field__input search__input" placeholder="Search" />
      </SearchField>
      <AriaButton type="submit" className="btn btn--secondary search__submit">Search</AriaButton>
    </Form>
  );
}

export function Header({ navigate, hideNavigation = false, onSignOut, openExternal = (u) => window.location.assign(u) }: HeaderProps) {
  const session = useSession();
  const quoteInProgress = useQuoteInProgress();
  // The path the user asked for while a quote is in progress; non-null means the exit modal is open.
  const [pendingExit, setPendingExit] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  /** Sign-in and home links ask first when a quote is in progress; other links just go. */
  const guardedNavigate = (to: string) => {
    setDrawerOpen(false);
    if (quoteInProgress) setPendingExit(to);
    else navigate(to);
  };
  const go = (to: string) => { setDrawerOpen(false); navigate(to); };
  const signOut = onSignOut ?? (() => { sessionStore.clear(); navigate('/login'); });

  const account = session ? (
    <>
      <span className="header__welcome">Welcome, {displayFirstName(session)}</span>
      <AppLink to="/account" onNavigate={go} className="header__link">My Account</AppLink>
      <AriaButton className="btn btn--quiet header__signout" onPress={() => { setDrawerOpen(false); signOut(); }}>Sign Out</AriaButton>
    </>
  ) : (
    <AppLink to="/login" onNavigate={guardedNavigate} className="header__link header__signin">Sign In</AppLink>
  );

  const marketing = HEADER_LINKS.map((l) => (
    <li key={l.label}><a href={l.href} className="header__link">{l.label}</a></li>
  ));

  return (
    <header className="header">
      <div className="contact-bar">
        <a href={CONTACT_URL} className="contact-bar__link">Questions? Contact Us</a>
        <a href={telHref(CONTACT_PHONE)} className="contact-bar__phone">{CONTACT_PHONE}</a>
      </div>
      <div className="header__bar">
        <AppLink to="/" onNavigate={guardedNavigate} className="header__brand">
          <span className="header__logo" aria-hidden="true">🐾</span>
          <span>Yardwise <span className="visually-hidden">home</span></span>
        </AppLink>
        {hideNavigation ? null : (
          <>
            <nav aria-label="Main" className="header__nav">
              <ul className="header__links">{marketing}</ul>
              <SearchBox openExternal={openExternal} id="header-search" />
            </nav>
            <div className="header__account">{account}</div>
            <DialogTrigger isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
              <AriaButton className="btn btn--quiet header__menu-button" aria-label="Menu">
                <span aria-hidden="true">☰</span>
              </AriaButton>
              <ModalOverlay className="drawer-overlay" isDismissable>
                <Modal className="drawer">
                  <Dialog className="drawer__dialog" aria-labelledby="drawer-title">
                    <div className="drawer__top">
                      <Heading slot="title" id="drawer-title" className="drawer__title">Menu</Heading>
                      <AriaButton slot="close" className="btn btn--quiet" aria-label="Close menu">×</AriaButton>
                    </div>
                    <nav aria-label="Mobile" className="drawer__nav">
                      <ul className="drawer__links">{marketing}</ul>
                      <SearchBox openExternal={openExternal} id="drawer-search" />
                      <div className="drawer__account">{account}</div>
                    </nav>
                  </Dialog>
                </Modal>
              </ModalOverlay>
            </DialogTrigger>
          </>
        )}
      </div>
      <ExitQuoteModal
        isOpen={pendingExit !== null}
        onExit={() => {
          const to = pendingExit;
          setPendingExit(null);
          sessionStore.setQuoteInProgress(false);
          if (to) navigate(to);
        }}
        onContinue={() => setPendingExit(null)}
      />
    </header>
  );
}
