-- Records a visitor creates are capabilities (design.md §8): each keeps the
-- SHA-256 of the visitor key that created it; an account made by a visitor keeps the hash of its
-- creator's key (only that visitor may claim it). Keys themselves are never stored.
ALTER TABLE records ADD COLUMN visitor_key_hash text;
CREATE INDEX records_visitor_key ON records (visitor_key_hash) WHERE visitor_key_hash IS NOT NULL;
ALTER TABLE users ADD COLUMN visitor_key_hash text;
CREATE INDEX users_visitor_key ON users (visitor_key_hash) WHERE visitor_key_hash IS NOT NULL;
