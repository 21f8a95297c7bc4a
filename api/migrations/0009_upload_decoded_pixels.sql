-- Issue 38 item 4: an upload's cost is the pixels it decodes to, not only its bytes (a 74 KB animated WebP
-- stated 39 frames of 1000x1000). Each upload keeps the decoded work its header stated (frames x width x
-- height), so the hourly per-address quota can add it up as it adds up byte_size. Rows from before count 0:
-- the quota looks back one hour only.
ALTER TABLE uploads ADD COLUMN decoded_pixels bigint NOT NULL DEFAULT 0 CHECK (decoded_pixels >= 0);

-- Issue 38 item 5: maintenance deletes a guest's registration that no administrator ever acted on after 30
-- days (services/uploads/cleanup.ts); "acted on" is an entry of the audit log naming the church, found by index.
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
