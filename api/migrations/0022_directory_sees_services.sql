-- The directory's answers are kept per directory version (migration 0007): its page of cards carries each church's
-- weekly services and time zone (for "next service", docs/product/weekly-services.md), and its time filters read
-- them. So a change of a church's services, or of its zone, bumps the version as a change of the church does:
-- otherwise a page kept from before the server read a church's text into services would show none until the next
-- unrelated edit.

-- Services: once per statement (a save replaces a church's rows in two statements; the carry-over writes one per
-- church, in batches of one transaction each).
CREATE TRIGGER church_services_directory_insert AFTER INSERT ON church_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER church_services_directory_update AFTER UPDATE ON church_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER church_services_directory_delete AFTER DELETE ON church_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();

-- Zones: only when one is set or changes, not when the carry-over marks a church's text as read (the same rows).
CREATE FUNCTION bump_directory_version_on_new_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE coalesce(time_zone, '') <> '') THEN
    UPDATE directory_version SET version = version + 1 WHERE id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER church_schedules_directory_insert AFTER INSERT ON church_schedules
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version_on_new_zone();

CREATE FUNCTION bump_directory_version_on_zone_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.church_id = o.church_id
    WHERE o.time_zone IS DISTINCT FROM n.time_zone
  ) THEN
    UPDATE directory_version SET version = version + 1 WHERE id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER church_schedules_directory_update AFTER UPDATE ON church_schedules
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version_on_zone_change();
