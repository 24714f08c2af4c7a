-- "Today" of the account area's date rules is the field office's date: each office
-- keeps its IANA time zone. Existing offices take their state's zone.
ALTER TABLE field_offices ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York';
UPDATE field_offices SET time_zone = 'America/Chicago' WHERE state = 'TX';
