-- Issue 19: the directory at the size of a country. The server answers pages of the list, the clusters of a
-- map viewport, the nearest churches and the stat tiles from indexes and shared caches instead of sending every
-- church. Only extensions that both PostgreSQL and the embedded PGlite ship are used (no PostGIS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Issue 17 item 3: the languages a church worships in, ISO 639-1 codes; every existing church worships in English.
ALTER TABLE churches
  ADD COLUMN worship_languages text[] NOT NULL DEFAULT '{en}'
    CHECK (cardinality(worship_languages) BETWEEN 1 AND 20
      AND array_to_string(worship_languages, ',', '?') ~ '^[a-z]{2}(,[a-z]{2})*$');

-- The folding search compares with: lower case, accents removed. unaccent() is only STABLE (its dictionary could
-- change), so an index needs this IMMUTABLE wrapper; the SQL-standard body binds the dictionary and function at
-- creation, so index maintenance works whatever search_path a session (or autovacuum) has.
CREATE FUNCTION directory_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(unaccent('unaccent'::regdictionary, value));

-- A church's position as a point on the unit sphere (a 3-D cube point). Straight-line distance between two such
-- points grows with the great-circle distance, so the GiST index's nearest-first order (<->) is the order of
-- great-circle distance: KNN without PostGIS or earthdistance's search_path-sensitive ll_to_earth.
CREATE FUNCTION directory_point(latitude double precision, longitude double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN cube(ARRAY[
    cos(radians(latitude)) * cos(radians(longitude)),
    cos(radians(latitude)) * sin(radians(longitude)),
    sin(radians(latitude))
  ]);

-- Search on name, city and pastor: substring, case- and accent-insensitive, by trigram indexes.
CREATE INDEX churches_name_trgm_idx ON churches USING gin (directory_fold(name) gin_trgm_ops) WHERE is_approved;
CREATE INDEX churches_city_trgm_idx ON churches USING gin (directory_fold(city) gin_trgm_ops) WHERE is_approved;
CREATE INDEX churches_pastor_trgm_idx ON churches USING gin (directory_fold(pastor_name) gin_trgm_ops)
  WHERE is_approved;
-- The list's order (name, then id) and the state filter.
CREATE INDEX churches_directory_order_idx ON churches (name, id) WHERE is_approved;
CREATE INDEX churches_state_idx ON churches (state, name, id) WHERE is_approved;
CREATE INDEX churches_languages_idx ON churches USING gin (worship_languages) WHERE is_approved;
-- Churches that can be placed on the map (non-zero coordinates, as the map has it): nearest first, and the
-- markers of a small viewport by longitude/latitude box.
CREATE INDEX churches_point_idx ON churches
  USING gist (directory_point(latitude::double precision, longitude::double precision))
  WHERE is_approved AND latitude IS NOT NULL AND longitude IS NOT NULL AND latitude <> 0 AND longitude <> 0;
CREATE INDEX churches_lnglat_idx ON churches
  USING gist (cube(ARRAY[longitude::double precision, latitude::double precision]))
  WHERE is_approved AND latitude IS NOT NULL AND longitude IS NOT NULL AND latitude <> 0 AND longitude <> 0;
DROP INDEX churches_approved_idx;

-- One counter for everything the public directory shows. A trigger bumps it in the transaction of every write
-- that changes what the directory shows, whichever code path writes (admin, registration, claims, owner edits
-- and their revert, imports), so every instance sees a change at its commit and no write path can forget it.
CREATE TABLE directory_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO directory_version (id, version) VALUES (true, 1);

CREATE FUNCTION bump_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id;
  RETURN NULL;
END;
$$;
-- Inserts and deletes bump once per statement (a bulk import is one bump); updates once per statement that
-- changed a column the directory shows, approval included.
CREATE TRIGGER churches_directory_insert AFTER INSERT ON churches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER churches_directory_delete AFTER DELETE ON churches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER churches_directory_truncate AFTER TRUNCATE ON churches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE FUNCTION bump_directory_version_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.is_approved OR n.is_approved)
      AND (o.is_approved, o.name, o.address, o.city, o.state, o.zip_code, o.latitude, o.longitude, o.pastor_name,
           o.phone, o.email, o.website, o.image_url, o.service_times, o.member_count, o.worship_languages)
        IS DISTINCT FROM
          (n.is_approved, n.name, n.address, n.city, n.state, n.zip_code, n.latitude, n.longitude, n.pastor_name,
           n.phone, n.email, n.website, n.image_url, n.service_times, n.member_count, n.worship_languages)
  ) THEN
    UPDATE directory_version SET version = version + 1 WHERE id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER churches_directory_update AFTER UPDATE ON churches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version_on_change();

-- The greedy clusterings of the whole approved directory, one per clustering radius, as computed for a version.
-- Every instance reads them at start instead of recomputing; the instance that sees a newer version recomputes
-- and replaces them. Members are listed cluster after cluster (counts split them); seeds are the first member.
CREATE TABLE directory_clusterings (
  radius_km smallint PRIMARY KEY,
  version bigint NOT NULL,
  latitudes double precision[] NOT NULL,
  longitudes double precision[] NOT NULL,
  counts integer[] NOT NULL,
  members integer[] NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- The stat tiles and filter options (SQL aggregates) as of a version.
CREATE TABLE directory_overview (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL,
  body jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
