-- The directory's shared clusterings as raw bytes of their typed arrays (issue 38): as PostgreSQL arrays, the
-- national clustering's 356,642 members were written out and parsed back as text, element by element, on the
-- server's one thread (half a second to a second at every start and after every change, every request waiting).
-- Bytes are copied, not parsed. Each column holds the array's elements in the machine's byte order (little-endian
-- on every platform the server runs on). The rows are derived data: they are dropped here and the next start
-- computes them again.
DELETE FROM directory_clusterings;
ALTER TABLE directory_clusterings
  ALTER COLUMN latitudes TYPE bytea USING NULL,
  ALTER COLUMN longitudes TYPE bytea USING NULL,
  ALTER COLUMN counts TYPE bytea USING NULL,
  ALTER COLUMN members TYPE bytea USING NULL;
