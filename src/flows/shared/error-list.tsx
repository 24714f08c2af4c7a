// What the server refused on a password screen (sign-in, a new password, registration), one line a
// message, announced as it appears; nothing when there is nothing to say.
export function ErrorList({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="auth__errors">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
