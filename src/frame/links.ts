// Where the frame's marketing links point. The marketing site is a separate site (spec 1 §2 "links to the
// marketing site"); its origin is configurable per deployment.
export const MARKETING_URL: string =
  (import.meta.env.VITE_MARKETING_URL as string | undefined) ?? 'https://www.example.com';
/** The company phone of the contact bar (not given by the spec; configurable). */
export const CONTACT_PHONE: string = (import.meta.env.VITE_CONTACT_PHONE as string | undefined) ?? '(888) 555-0147';

const m = (path: string) => `${MARKETING_URL.replace(/\/$/, '')}${path}`;

export const HEADER_LINKS = [
  { label: 'About Us', href: m('/about-us/') },
  { label: 'Residential Services', href: m('/residential-services/') },
  { label: 'Commercial Services', href: m('/commercial-services/') },
  { label: 'Products', href: m('/products/') },
] as const;

export const SEARCH_URL = (query: string) => `${m('/')}?s=${encodeURIComponent(query)}`;
export const CONTACT_URL = m('/contact-us/');

/** The footer's link columns: every marketing link of the header, the contact page and the legal pages. */
export const FOOTER_GROUPS = [
  {
    title: 'Company',
    links: [
      HEADER_LINKS[0],
      { label: 'Contact Us', href: CONTACT_URL },
      { label: 'Privacy Policy', href: m('/privacy-policy/') },
      { label: 'Terms of Service', href: m('/terms-of-service/') },
    ],
  },
  { title: 'Services', links: [HEADER_LINKS[1], HEADER_LINKS[2], HEADER_LINKS[3]] },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}
