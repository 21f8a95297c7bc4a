-- Owner edits of a listed church are kept with the values before and after, so an administrator can see
-- what changed and put it back; a revert is itself an entry that names the edit it undid.
ALTER TABLE audit_log
  ADD COLUMN before_values jsonb,
  ADD COLUMN after_values jsonb,
  ADD COLUMN reverts_id integer REFERENCES audit_log (id) ON DELETE SET NULL;

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('approve', 'reject', 'create',
  'update', 'delete', 'match', 'unmatch', 'toggle', 'geocode', 'status', 'owner_update', 'revert'));

-- An edit is undone at most once, even by two administrators clicking at the same moment.
CREATE UNIQUE INDEX audit_log_reverts_key ON audit_log (reverts_id) WHERE reverts_id IS NOT NULL;
CREATE INDEX audit_log_owner_edits_idx ON audit_log (created_at DESC) WHERE action = 'owner_update';

-- An image is an upload of this site or an https address. A path of this site stored as an image
-- (e.g. /api/auth/logout) made every browser that showed it request that path; such values are dropped.
-- http:// addresses written before this rule stay: they reach another site, not this one.
UPDATE churches SET image_url = NULL
  WHERE image_url IS NOT NULL AND image_url !~* '^https?://' AND image_url !~ '^/api/uploads/[0-9a-f-]{36}$';
UPDATE events SET image_url = NULL
  WHERE image_url IS NOT NULL AND image_url !~* '^https?://' AND image_url !~ '^/api/uploads/[0-9a-f-]{36}$';
ALTER TABLE churches ADD CONSTRAINT churches_image_url_check
  CHECK (image_url IS NULL OR image_url ~* '^https?://' OR image_url ~ '^/api/uploads/[0-9a-f-]{36}$');
ALTER TABLE events ADD CONSTRAINT events_image_url_check
  CHECK (image_url IS NULL OR image_url ~* '^https?://' OR image_url ~ '^/api/uploads/[0-9a-f-]{36}$');
