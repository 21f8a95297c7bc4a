-- Issue 38 item 2: the administration at national size. Every admin list is a page the server searches, and
-- the dashboard's counts are read, not counted. Searches fold text as the directory's does (directory_fold,
-- migration 0007) and match substrings through trigram indexes; the pages follow indexes in the lists' orders.

-- Churches, approved and pending alike (the directory's trigram indexes hold approved churches only).
CREATE INDEX churches_admin_name_trgm_idx ON churches USING gin (directory_fold(name) gin_trgm_ops);
CREATE INDEX churches_admin_city_trgm_idx ON churches USING gin (directory_fold(city) gin_trgm_ops);
CREATE INDEX churches_admin_pastor_trgm_idx ON churches USING gin (directory_fold(pastor_name) gin_trgm_ops);
-- ... and a ZIP code typed whole.
CREATE INDEX churches_zip_code_idx ON churches (zip_code);
-- The administrator's list by name then id, every church: a deep page skips index entries, not rows.
CREATE INDEX churches_admin_order_idx ON churches (name, id);
-- The pending queue, oldest first, with its tie-break (replaces the created_at-only index of 0001).
CREATE INDEX churches_pending_order_idx ON churches (created_at, id) WHERE NOT is_approved;
DROP INDEX churches_pending_idx;

-- The audit log, newest first, searched by summary and by who acted.
CREATE INDEX audit_log_order_idx ON audit_log (created_at DESC, id DESC);
DROP INDEX audit_log_recent_idx;
CREATE INDEX audit_log_search_trgm_idx ON audit_log
  USING gin (directory_fold(summary || ' ' || coalesce(actor_email, '')) gin_trgm_ops);

-- Resources: the admin list (pending first, then newest), the pending queue (oldest first) and a title search.
CREATE INDEX resources_admin_order_idx ON resources ((status = 'pending') DESC, created_at DESC, id DESC);
CREATE INDEX resources_pending_order_idx ON resources (created_at, id) WHERE status = 'pending';
DROP INDEX resources_pending_idx;
CREATE INDEX resources_search_trgm_idx ON resources
  USING gin (directory_fold(title || ' ' || coalesce(church_name, '') || ' ' || coalesce(submitter_name, ''))
    gin_trgm_ops);

-- Church plant requests and pastoral candidates: newest first, searched by who and where.
CREATE INDEX church_plant_requests_order_idx ON church_plant_requests (created_at DESC, id DESC);
CREATE INDEX church_plant_requests_search_trgm_idx ON church_plant_requests
  USING gin (directory_fold(requestor_name || ' ' || requestor_email || ' ' || city_name || ' ' || state_name)
    gin_trgm_ops);
CREATE INDEX pastoral_candidates_order_idx ON pastoral_candidates (created_at DESC, id DESC);
CREATE INDEX pastoral_candidates_search_trgm_idx ON pastoral_candidates
  USING gin (directory_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);

-- Events, searched by title and place.
CREATE INDEX events_search_trgm_idx ON events USING gin (directory_fold(title || ' ' || location) gin_trgm_ops);

-- The dashboard's stat tiles: counters that statement-level triggers keep in the transaction of every write,
-- whichever code path writes (admin, registration, imports, a bulk INSERT ... SELECT), so reading them costs
-- one row however large the tables grow. A counter's row is updated only when a statement changes it, so an
-- ordinary edit of a church takes no lock here.
CREATE TABLE admin_counts (
  name text PRIMARY KEY CHECK (name IN ('churches', 'pending_churches', 'pending_resources')),
  value bigint NOT NULL CHECK (value >= 0)
);
INSERT INTO admin_counts (name, value) VALUES
  ('churches', (SELECT count(*) FROM churches)),
  ('pending_churches', (SELECT count(*) FROM churches WHERE NOT is_approved)),
  ('pending_resources', (SELECT count(*) FROM resources WHERE status = 'pending'));

CREATE FUNCTION add_to_admin_count(counter text, delta bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE admin_counts SET value = value + delta WHERE name = counter AND delta <> 0;
$$;

-- plpgsql plans a statement when it first runs it, so each branch reads only the transition tables its
-- trigger event has.
CREATE FUNCTION count_churches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total_delta bigint := 0;
  pending_delta bigint := 0;
  n bigint;
  p bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE NOT is_approved) INTO n, p FROM new_rows;
    total_delta := total_delta + n;
    pending_delta := pending_delta + p;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE NOT is_approved) INTO n, p FROM old_rows;
    total_delta := total_delta - n;
    pending_delta := pending_delta - p;
  END IF;
  PERFORM add_to_admin_count('churches', total_delta);
  PERFORM add_to_admin_count('pending_churches', pending_delta);
  RETURN NULL;
END;
$$;
CREATE TRIGGER churches_count_insert AFTER INSERT ON churches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_churches();
CREATE TRIGGER churches_count_update AFTER UPDATE ON churches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_churches();
CREATE TRIGGER churches_count_delete AFTER DELETE ON churches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_churches();

CREATE FUNCTION count_resources() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending_delta bigint := 0;
  p bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO p FROM new_rows WHERE status = 'pending';
    pending_delta := pending_delta + p;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*) INTO p FROM old_rows WHERE status = 'pending';
    pending_delta := pending_delta - p;
  END IF;
  PERFORM add_to_admin_count('pending_resources', pending_delta);
  RETURN NULL;
END;
$$;
CREATE TRIGGER resources_count_insert AFTER INSERT ON resources
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_resources();
CREATE TRIGGER resources_count_update AFTER UPDATE ON resources
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_resources();
CREATE TRIGGER resources_count_delete AFTER DELETE ON resources
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_resources();

-- A truncated table holds nothing.
CREATE FUNCTION reset_admin_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'churches' THEN
    UPDATE admin_counts SET value = 0 WHERE name IN ('churches', 'pending_churches');
  ELSE
    UPDATE admin_counts SET value = 0 WHERE name = 'pending_resources';
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER churches_count_truncate AFTER TRUNCATE ON churches
  FOR EACH STATEMENT EXECUTE FUNCTION reset_admin_counts();
CREATE TRIGGER resources_count_truncate AFTER TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION reset_admin_counts();
