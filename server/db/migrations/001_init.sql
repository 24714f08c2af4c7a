-- Schema of the reference server. Money is integer cents everywhere.
-- Account-area records share one table `records` (kind + owner + JSON document): object-level
-- authorization is then one rule for every kind: a row is reachable only through its owner_uuid.

CREATE TABLE field_offices (
  uuid uuid PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip_codes text[] NOT NULL,
  close boolean NOT NULL DEFAULT false,
  additional_cleaning_area_price_cents integer NOT NULL,
  annual_prepay_discount integer NOT NULL,
  sales_tax_bp integer NOT NULL,
  stax_public_apikey text NOT NULL,
  base_prices jsonb NOT NULL,
  owner_user_uuid uuid
);

CREATE TABLE add_ons (
  uuid uuid PRIMARY KEY,
  field_office_uuid uuid NOT NULL REFERENCES field_offices(uuid),
  name text NOT NULL,
  cost_per_visit_cents integer NOT NULL,
  priority integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE coupons (
  code text PRIMARY KEY,
  kind text NOT NULL,
  value integer NOT NULL,
  expires_on date
);

CREATE TABLE users (
  uuid uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  roles text[] NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users(uuid),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users(uuid),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE outbox (
  uuid uuid PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE idempotency_keys (
  key text NOT NULL,
  operation text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  -- text, not jsonb: a replay must be byte-identical (jsonb reorders keys)
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (operation, key)
);

CREATE TABLE records (
  uuid uuid PRIMARY KEY,
  kind text NOT NULL,
  owner_uuid uuid,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX records_kind_owner ON records (kind, owner_uuid);

CREATE TABLE seed_state (
  name text PRIMARY KEY,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
