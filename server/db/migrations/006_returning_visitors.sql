-- Returning visitors (design.md §8: a link mailed to an address is the proof of that address).

-- A lead's flow as it stands, so a mailed link can restore it on any device and an abandoned one
-- gets its reminder: the quote (and its checkout) of a residential lead, or the community wizard of a
-- commercial lead. `answers` holds what the flow keeps between screens (the area, the lead, the
-- machines' snapshots; never card data); `price` the price request and the price last shown, so a
-- restore can say whether today's price differs. One draft per lead record (or commercial quote).
CREATE TABLE flow_drafts (
  uuid uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users(uuid),
  flow text NOT NULL CHECK (flow IN ('quote', 'commercial')),
  record_uuid uuid NOT NULL UNIQUE,
  step text NOT NULL,
  answers jsonb NOT NULL DEFAULT '{}',
  price jsonb,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  reminder_sent_at timestamptz
);
CREATE INDEX flow_drafts_user ON flow_drafts (user_uuid, updated_at DESC);

-- Mailed links, stored as the SHA-256 of their token: 'resume' restores a draft on the device that
-- opens it first (that device's visitor key is kept, so it may open it again; any other device is
-- told the link was used); 'unsubscribe' stops the reminders to an address.
CREATE TABLE mail_links (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('resume', 'unsubscribe')),
  user_uuid uuid NOT NULL REFERENCES users(uuid),
  draft_uuid uuid REFERENCES flow_drafts(uuid),
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  opened_at timestamptz,
  device_key_hash text
);
CREATE INDEX mail_links_draft ON mail_links (draft_uuid);

-- Addresses that asked for no more reminders (one click in a reminder).
CREATE TABLE mail_unsubscribes (
  email_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL
);

-- Work the server's own worker does later (the abandoned-flow reminder). Claimed with
-- UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED): any number of server processes take each
-- job once; a claim carries a lease, and a job whose lease ran out (its process died) is claimed again.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  subject text NOT NULL,
  run_at timestamptz NOT NULL,
  locked_by text,
  lease_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  done_at timestamptz,
  last_error text,
  UNIQUE (kind, subject)
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL;

-- When the account's address was last proven by opening a mailed link (reset or resume).
ALTER TABLE users ADD COLUMN email_proven_at timestamptz;
