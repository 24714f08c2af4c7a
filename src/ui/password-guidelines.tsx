import { PASSWORD_GUIDELINE_LINES, passwordGuidelines } from '../domain/password';

/**
 * The three guideline lines under a new password (spec 1 §2, §5; spec 2 §5): 8 characters, an
 * uppercase letter, a digit; the account's rule (spec 3 §5) adds a lowercase letter: pass its line as
 * `lowercase`. Each line says whether it is met, in text as well as by its mark.
 * Point the password input's aria-describedby at `id`.
 */
export function PasswordGuidelineList({
  password,
  id,
  lowercase,
}: {
  password: string;
  id: string;
  lowercase?: string;
}) {
  const g = passwordGuidelines(password);
  const lines = [
    { key: 'length', met: g.length, text: PASSWORD_GUIDELINE_LINES.length },
    { key: 'uppercase', met: g.uppercase, text: PASSWORD_GUIDELINE_LINES.uppercase },
    ...(lowercase ? [{ key: 'lowercase', met: g.lowercase, text: lowercase }] : []),
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
