-- Guests cannot fill the database (issue 14): a byte quota per client address over the last hour, and a
-- ceiling on the bytes of uploads nothing points at yet. Both are computed from this table.

-- The client address an upload came from, kept only while the hourly quota looks at it (maintenance clears
-- it after an hour), so an attached photo does not keep its uploader's address for ever.
ALTER TABLE uploads ADD COLUMN uploaded_from varchar(100);
CREATE INDEX uploads_uploaded_from_idx ON uploads (uploaded_from, created_at) WHERE uploaded_from IS NOT NULL;

-- Which upload a church, an event or a resource points at, found by index: the ceiling is checked on every
-- upload and the purge runs every few minutes, and a LIKE on the address would read every church each time.
-- The expression must stay the same as in services/uploads/attachment.ts, or the indexes go unused.
CREATE INDEX churches_image_upload_idx ON churches ((substring(image_url FROM '/api/uploads/([0-9a-f-]{36})$')))
  WHERE image_url LIKE '%/api/uploads/%';
CREATE INDEX events_image_upload_idx ON events ((substring(image_url FROM '/api/uploads/([0-9a-f-]{36})$')))
  WHERE image_url LIKE '%/api/uploads/%';
CREATE INDEX resources_file_upload_idx ON resources ((substring(file_url FROM '/api/uploads/([0-9a-f-]{36})$')))
  WHERE file_url LIKE '%/api/uploads/%';
