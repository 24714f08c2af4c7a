import { firstVisitMessages as messages } from '../domain/first-visit-messages';
import { Logo } from '../ui/icons/logo';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './links';

/** Columns on desktop (brand and Free Quote, Company, Services, Follow us), stacked on a phone; the legal row below. */
export function Footer({ hideNavigation = false }: { hideNavigation?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        {hideNavigation ? null : (
          <div className="footer__top">
            <div className="footer__brand">
              <Logo />
              <p className="footer__tagline">{messages.footerTagline}</p>
              <a href="/" className="btn btn--primary footer__quote">
                Free Quote
              </a>
            </div>
            <nav aria-label="Footer" className="footer__nav">
              {FOOTER_GROUPS.map((g) => (
                <div key={g.title} className="footer__column">
                  <h2 className="footer__heading">{g.title}</h2>
                  <ul className="footer__links">
                    {g.links.map((l) => (
                      <li key={l.label}>
                        <a href={l.href}>{l.label}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            <nav aria-label="Social media" className="footer__column">
              <h2 className="footer__heading">Follow us</h2>
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
      </div>
    </footer>
  );
}
