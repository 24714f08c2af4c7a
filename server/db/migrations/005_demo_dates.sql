-- Demo data that never goes stale. The seed marks its records of the demo accounts
-- (`records.demo`) and keeps, per demo account, the day its dates are relative to (`demo_dates.as_of`,
-- the date in the account's office zone). At every start, server/db/demo-dates.ts moves the demo
-- records' dates forward by the days since then. Records people make on the demo accounts are never moved.
ALTER TABLE records ADD COLUMN demo boolean NOT NULL DEFAULT false;
CREATE TABLE demo_dates (
  user_uuid uuid PRIMARY KEY REFERENCES users(uuid) ON DELETE CASCADE,
  as_of date NOT NULL
);
-- A database seeded before this migration: its demo dates were relative to the UTC date of the seed, and the
-- seed's records are the demo accounts' records written with it (within a minute of its start).
INSERT INTO demo_dates (user_uuid, as_of)
  SELECT u.uuid, (s.loaded_at AT TIME ZONE 'UTC')::date
  FROM users u JOIN seed_state s ON s.name = 'demo'
  WHERE u.email IN ('customer@example.com', 'community@example.com');
UPDATE records SET demo = true
  WHERE owner_uuid IN (SELECT user_uuid FROM demo_dates)
  AND created_at <= (SELECT loaded_at FROM seed_state WHERE name = 'demo') + interval '1 minute';
