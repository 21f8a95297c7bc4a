-- Issue 38 item 3: an owner's edit of a listed church is unreviewed until an administrator accepts or reverts
-- it, however many edits come after it (docs/product/owner-edits.md). The review is kept on the edit's own
-- audit_log row; other rows leave these columns empty.
ALTER TABLE audit_log
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN review_outcome varchar(20) CHECK (review_outcome IN ('accepted', 'reverted')),
  -- Fields of the edit an administrator has put back one at a time, while the rest still await review.
  ADD COLUMN reverted_fields text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT audit_log_review_check CHECK ((reviewed_at IS NULL) = (review_outcome IS NULL));

-- Edits reverted before review existed are reviewed: by that revert, at its time.
UPDATE audit_log AS edit
  SET reviewed_at = revert.created_at, reviewed_by = revert.actor_id, review_outcome = 'reverted'
  FROM audit_log AS revert
  WHERE revert.reverts_id = edit.id AND edit.action = 'owner_update';

-- The review list: every unreviewed edit, by church and in order. It stays small (each owner's edits are rate
-- limited and leave it once reviewed), whatever the size of the log.
CREATE INDEX audit_log_unreviewed_owner_edits_idx ON audit_log (entity_id, id)
  WHERE action = 'owner_update' AND reviewed_at IS NULL;
