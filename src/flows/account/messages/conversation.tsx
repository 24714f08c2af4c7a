// A ticket's conversation: the customer's message, then the public replies oldest first, each with its
// author's name and photo (initials without one) and time. Internal replies never show (ticket-facts).
import type { components } from '../../../api/schema.gen';
import { visitTimeText } from '../services/service-dates';
import type { Ticket } from './ticket-facts';
import { conversation, initials, personName } from './ticket-facts';

type Person = components['schemas']['UserDetails'];

export function Conversation({ ticket, timeZone }: { ticket: Ticket; timeZone: string }) {
  return (
    <ol className="conversation" aria-label="Messages of this ticket">
      {conversation(ticket).map((entry) => (
        <li key={entry.key} className={`conversation__entry conversation__entry--${roleOf(entry.author)}`}>
          <Avatar person={entry.author} />
          <div className="conversation__body">
            <p className="conversation__author">
              <span className="conversation__name">{personName(entry.author)}</span>
              {entry.author.role === 'staff' && entry.author.description ? (
                <span className="conversation__role">{entry.author.description}</span>
              ) : null}
              <span className="conversation__time">{visitTimeText(entry.at, timeZone)}</span>
            </p>
            <p className="conversation__text">{entry.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const roleOf = (person: Person) => (person.role === 'staff' ? 'staff' : 'customer');

/** Decorative: the author's name is written beside it. */
function Avatar({ person }: { person: Person }) {
  return person.photo ? (
    <img className="conversation__avatar" src={person.photo} alt="" width={40} height={40} />
  ) : (
    <span className="conversation__avatar conversation__avatar--initials" aria-hidden="true">
      {initials(person)}
    </span>
  );
}
