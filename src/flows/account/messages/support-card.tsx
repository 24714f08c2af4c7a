// The support hours and toll-free number of the messages area (spec 3 §1: 'Mon-Fri 8:30am-9:00pm ET,
// Sat 9:00am-5:00pm ET, Sun 10:00am-4:00pm ET, plus a toll-free support number'). The number is the
// frame's contact phone (configurable per deployment), so the site shows one number everywhere.
import { SUPPORT_HOURS_ACCOUNT } from '../../../domain/constants';
import { CONTACT_PHONE, telHref } from '../../../frame/links';
import { Card } from '../../../ui/card';
import { accountMessages } from '../../../domain/account-messages';

export function SupportCard() {
  return (
    <Card title={accountMessages.supportTitle} className="messages__support">
      <p>
        {accountMessages.supportCallUs} <a href={telHref(CONTACT_PHONE)}>{CONTACT_PHONE}</a>
      </p>
      <p className="messages__support-label">{accountMessages.supportHours}</p>
      <ul className="messages__hours">
        {SUPPORT_HOURS_ACCOUNT.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
