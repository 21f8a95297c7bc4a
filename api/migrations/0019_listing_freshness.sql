-- Listings that stay true (issue 42, docs/product/freshness.md, docs/decisions/020-listing-freshness.md):
-- when each listing and its service times were last confirmed and by whom, the yearly re-confirmation's steps,
-- its one-click links, visitors' reports, and churches marked closed.

-- Beside the church rather than on it, like church_schedules: a confirmation must not touch the church's
-- updated_at, which owner edits and imports compare. A church without a row was never confirmed; its cycle
-- counts from its created_at.
CREATE TABLE church_confirmations (
  church_id integer PRIMARY KEY REFERENCES churches (id) ON DELETE CASCADE,
  listing_confirmed_at timestamptz NOT NULL,
  listing_confirmed_by varchar(6) NOT NULL CHECK (listing_confirmed_by IN ('owner', 'admin', 'import')),
  -- Separately: editing the phone number does not confirm the service times.
  services_confirmed_at timestamptz,
  services_confirmed_by varchar(6) CHECK (services_confirmed_by IN ('owner', 'admin', 'import')),
  -- The steps of the current cycle, each stamped once by a conditional UPDATE (so two instances running the
  -- sweep at once send each mail once) and cleared by the next confirmation.
  asked_at timestamptz,
  reminded_at timestamptz,
  queued_at timestamptz
);
CREATE INDEX church_confirmations_listing_idx ON church_confirmations (listing_confirmed_at);

-- Every approved church starts its cycle at its last change: the only date we have.
INSERT INTO church_confirmations (church_id, listing_confirmed_at, listing_confirmed_by, services_confirmed_at,
  services_confirmed_by)
SELECT id, updated_at, CASE WHEN owner_id IS NULL THEN 'admin' ELSE 'owner' END, updated_at,
  CASE WHEN owner_id IS NULL THEN 'admin' ELSE 'owner' END
FROM churches WHERE is_approved;

-- "Everything is still right": a single-use link for one church, only its hash stored, as account_tokens.
CREATE TABLE confirmation_links (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  church_id integer NOT NULL REFERENCES churches (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX confirmation_links_church_idx ON confirmation_links (church_id);
CREATE INDEX confirmation_links_expires_idx ON confirmation_links (expires_at);

-- "Something wrong?": a visitor's report, no account needed.
CREATE TABLE church_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  church_id integer NOT NULL REFERENCES churches (id) ON DELETE CASCADE,
  kind varchar(13) NOT NULL CHECK (kind IN ('closed', 'service-times', 'location', 'contact', 'other')),
  comment varchar(1000),
  reporter_email varchar(254),
  -- The language the reporter wrote in: the answer is mailed in it.
  reporter_locale varchar(2) NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolution varchar(9) CHECK (resolution IN ('fixed', 'closed', 'dismissed')),
  resolution_note varchar(500),
  resolved_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);
CREATE INDEX church_reports_open_idx ON church_reports (created_at, id) WHERE resolved_at IS NULL;
CREATE INDEX church_reports_church_idx ON church_reports (church_id) WHERE resolved_at IS NULL;

-- A closed church leaves the directory (is_approved false, which every public read already filters) and keeps
-- its page, which says so with a 410. It is not waiting for approval: the pending list and count leave it out.
ALTER TABLE churches ADD COLUMN closed_at timestamptz;

CREATE OR REPLACE FUNCTION count_churches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total_delta bigint := 0;
  pending_delta bigint := 0;
  n bigint;
  p bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE NOT is_approved AND closed_at IS NULL) INTO n, p FROM new_rows;
    total_delta := total_delta + n;
    pending_delta := pending_delta + p;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE NOT is_approved AND closed_at IS NULL) INTO n, p FROM old_rows;
    total_delta := total_delta - n;
    pending_delta := pending_delta - p;
  END IF;
  PERFORM add_to_admin_count('churches', total_delta);
  PERFORM add_to_admin_count('pending_churches', pending_delta);
  RETURN NULL;
END;
$$;
