-- Auth state that every server process must agree on lives here, never in process memory
-- (server/services/throttle.ts). Emails are stored as SHA-256 of the lower-cased address.

-- Login failures per account (scope 'account', subject = email hash) and per client address
-- (scope 'address', subject = the address): a count that starts over after an hour without
-- failures, and the end of the current back-off.
CREATE TABLE login_throttle (
  scope text NOT NULL,
  subject text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz,
  PRIMARY KEY (scope, subject)
);

-- Addresses an account has signed in from: the account's back-off does not apply to them
-- (only their own per-address one), so a stranger's failures never keep the owner out.
CREATE TABLE login_known_addresses (
  email_hash text NOT NULL,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (email_hash, address)
);

-- Sliding-window limits (e.g. reset mails per email per hour): the recent hits of one bucket,
-- updated by one INSERT … ON CONFLICT so concurrent servers never exceed the limit.
CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  hits timestamptz[] NOT NULL
);

-- Idempotency keys belong to their caller: another caller's same key is another
-- record, never a 409 or a replay of someone else's answer. `scope` is the signed-in user, else the
-- visitor key's hash, else the client address.
ALTER TABLE idempotency_keys ADD COLUMN scope text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (operation, scope, key);
