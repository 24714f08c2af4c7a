// The account's new-password rule as four guideline lines (spec 3 §5: an uppercase letter, a lowercase
// letter, a digit and more than 7 characters), each saying in text whether it is met; the look of the
// sign-in screens' guidelines (src/ui/password-guidelines.tsx, auth.css), plus the lowercase line.
import { PASSWORD_GUIDELINE_LINES, passwordGuidelines } from '../../../domain/password';
import '../../../styles/auth.css';
import { accountMessages } from '../../../domain/account-messages';

export function AccountPasswordRules({ password, id }: { password: string; id: string }) {
  const g = passwordGuidelines(password);
  const lines = [
    { key: 'length', met: g.length, text: PASSWORD_GUIDELINE_LINES.length },
    { key: 'uppercase', met: g.uppercase, text: PASSWORD_GUIDELINE_LINES.uppercase },
    { key: 'lowercase', met: g.lowercase, text: accountMessages.passwordLowercaseLine },
    { key: 'digit', met: g.digit, text: PASSWORD_GUIDELINE_LINES.digit },
  ];
  return (
    <ul className="guidelines" id={id} aria-label="Password guidelines">
      {lines.map((l) => (
        <li key={l.key} data-met={l.met}>
          {l.text}
          <span className="visually-hidden">{l.met ? ' (met)' : ' (not met yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
