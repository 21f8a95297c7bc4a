-- The directory's cards show each church's last confirmation (issue 42, docs/product/freshness.md#confirmed-on),
-- and its answers are kept per directory version (migration 0007). A confirmation that changes nothing else (the
-- owner's "Everything is still right", an administrator's "Still right: go to the next") therefore bumps the
-- version as an edit does; the yearly cycle's steps (asked, reminded, queued) and the service times' own
-- confirmation, which no card shows, do not.
CREATE FUNCTION bump_directory_version_on_new_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    UPDATE directory_version SET version = version + 1 WHERE id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER church_confirmations_directory_insert AFTER INSERT ON church_confirmations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version_on_new_confirmation();

CREATE FUNCTION bump_directory_version_on_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.church_id = o.church_id
    WHERE o.listing_confirmed_at IS DISTINCT FROM n.listing_confirmed_at
      OR o.listing_confirmed_by IS DISTINCT FROM n.listing_confirmed_by
  ) THEN
    UPDATE directory_version SET version = version + 1 WHERE id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER church_confirmations_directory_update AFTER UPDATE ON church_confirmations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version_on_confirmation();
