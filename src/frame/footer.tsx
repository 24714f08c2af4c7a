import { FOOTER_LINKS, SOCIAL_LINKS } from './links';

export function Footer({ hideNavigation = false }: { hideNavigation?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      {hideNavigation ? null : (
        <div className="footer__top">
          <nav aria-label="Footer" className="footer__nav">
            <ul className="footer__links">
              {FOOTER_LINKS.map((l) => (
                <li key={l.label}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Social media" className="footer__social">
            <ul className="footer__links">
              {SOCIAL_LINKS.map((l) => (
                <li key={l.label}>
                  <a href={l.href} rel="noopener noreferrer">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a href="/" className="btn btn--primary footer__quote">
            Free Quote
          </a>
        </div>
      )}
      <div className="footer__legal">
        {/* The prerendered page carries the build's year; a page hydrated after New Year shows the new one. */}
        <p suppressHydrationWarning>© {year} Yardwise. All rights reserved.</p>
        <p className="footer__disclaimer">
          Each location is independently owned and operated. Prices, services and availability vary by location.
          Accounts are charged at the beginning of each month for service of the prior month.
        </p>
      </div>
    </footer>
  );
}
