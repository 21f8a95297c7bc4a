-- Accessibility and family facets (issue 41, docs/product/weekly-services.md, "Accessibility and family"): each
-- church's yes/no answers, beside the church rather than on it (like church_schedules: writing them must not move
-- the church's updated_at, which owner edits and imports compare). NULL is "unknown", and so is a church without
-- a row: an unanswered question is never read as a no.
CREATE TABLE church_facets (
  church_id integer PRIMARY KEY REFERENCES churches (id) ON DELETE CASCADE,
  step_free_entrance boolean,
  accessible_restroom boolean,
  hearing_loop boolean,
  sign_language boolean,
  large_print boolean,
  accessible_parking boolean,
  nursery boolean,
  childrens_programme boolean,
  youth_group boolean
);

-- The directory's caches (filtered clusters, the list's snapshot) are keyed by the directory's version: a change of
-- answers changes what a facet filter keeps, so it bumps the version as a change of the church itself does
-- (migration 0007's function, once per statement).
CREATE TRIGGER church_facets_directory_insert AFTER INSERT ON church_facets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER church_facets_directory_update AFTER UPDATE ON church_facets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER church_facets_directory_delete AFTER DELETE ON church_facets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
