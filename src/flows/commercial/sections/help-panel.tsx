// 'Need help?' (spec 2 §2): the phone line and the back link. Back goes to the home screen: the email
// screen (/services) would send a stored community straight back here, and the entries stay stored.
import { CONTACT_PHONE, telHref } from '../../../frame/links';
import { COMMERCIAL_FOLLOW_UP_HOURS } from '../../../domain/constants';
import { LinkButton } from '../../../ui/button';
import { PhoneIcon } from '../../../ui/icons/phone';

export function HelpPanel() {
  return (
    <aside className="commercial__help" aria-labelledby="commercial-help-title">
      <h2 id="commercial-help-title">Need help?</h2>
      <p>Our community team is glad to answer your questions by phone.</p>
      <a className="commercial__call" href={telHref(CONTACT_PHONE)}>
        <PhoneIcon aria-hidden="true" />
        <span>
          <span className="visually-hidden">Call us at </span>
          {CONTACT_PHONE}
        </span>
      </a>
      <p className="commercial__muted">
        We follow up on every enquiry within {COMMERCIAL_FOLLOW_UP_HOURS} business hours.
      </p>
      <LinkButton variant="secondary" href="/">
        Back to home
      </LinkButton>
    </aside>
  );
}
