// The Yardwise logo: the mark (a paw print in a house, the yard at home) and the word. The mark's shape takes
// currentColor (the brand green, set by the stylesheet) and the paw var(--color-on-brand) through .logo__paw;
// public/favicon.svg is the same mark in literal colours. Decorative: the link around it carries the name.
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M14.6 2.6a2 2 0 0 1 2.8 0l11.9 10.9a2 2 0 0 1 .7 1.5V27a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V15a2 2 0 0 1 .7-1.5z"
      />
      <g className="logo__paw">
        <ellipse cx="16" cy="22.6" rx="5" ry="4.2" />
        <circle cx="9.9" cy="17.3" r="2.1" />
        <circle cx="13.5" cy="13.4" r="2.2" />
        <circle cx="18.5" cy="13.4" r="2.2" />
        <circle cx="22.1" cy="17.3" r="2.1" />
      </g>
    </svg>
  );
}

/** The mark beside the word "Yardwise" (text, so it scales and reads in every font). */
export function Logo() {
  return (
    <span className="logo">
      <LogoMark className="logo__mark" />
      <span className="logo__word">Yardwise</span>
    </span>
  );
}
