-- Weekly services as data (issue 41, docs/product/weekly-services.md): each church's services as rows, in the
-- church's own local time, and the church's IANA time zone derived from its pin.

-- Each church's schedule facts, beside the church rather than on it (writing them must not touch the church's
-- updated_at, which owner edits and imports compare): its IANA zone, looked up by the server from the pin it was
-- looked up for (services/weekly-services/time-zones.ts; a moved pin is looked up again), and when its free-text
-- service times were read into rows (the carry-over reads each church once). A church without a row here is read
-- in the association's zone (EVENTS_TIME_ZONE) until the server fills it.
CREATE TABLE church_schedules (
  church_id integer PRIMARY KEY REFERENCES churches (id) ON DELETE CASCADE,
  -- Empty when the lookup could not place the pin.
  time_zone varchar(64),
  zone_latitude numeric(10, 8),
  zone_longitude numeric(11, 8),
  services_read_at timestamptz
);

CREATE TABLE church_services (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  church_id integer NOT NULL REFERENCES churches (id) ON DELETE CASCADE,
  -- The order the church lists them in.
  position smallint NOT NULL CHECK (position >= 0),
  -- 0 is Sunday, as JavaScript's getDay().
  days smallint[] NOT NULL CHECK (cardinality(days) BETWEEN 1 AND 7 AND days <@ '{0,1,2,3,4,5,6}'::smallint[]),
  -- Minutes after local midnight.
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint CHECK (end_minute IS NULL OR (end_minute BETWEEN 1 AND 1439 AND end_minute > start_minute)),
  kind varchar(20) NOT NULL CHECK (kind IN ('worship', 'mass', 'prayer', 'bible-study', 'youth', 'other')),
  -- ISO 639-1 codes; empty when the church did not say.
  languages varchar(2)[] NOT NULL DEFAULT '{}' CHECK (cardinality(languages) <= 3),
  -- 1-4: the first to the fourth of the month; -1: the last.
  week_of_month smallint CHECK (week_of_month IN (1, 2, 3, 4, -1)),
  season_from date,
  season_to date CHECK (season_to IS NULL OR season_from IS NULL OR season_to >= season_from),
  note varchar(200),
  -- Read by the carry-over from the church's free text; false once a person saves it.
  read_from_text boolean NOT NULL DEFAULT false,
  UNIQUE (church_id, position)
);
-- The directory's time filters look services up by day and start; the church's own list by church.
CREATE INDEX church_services_days_idx ON church_services USING gin (days);
CREATE INDEX church_services_start_idx ON church_services (start_minute, church_id);
CREATE INDEX church_services_languages_idx ON church_services USING gin (languages);
