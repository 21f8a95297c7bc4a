-- Issue 45: a spreadsheet of churches brought in as one batch, previewed before anything is written, committed
-- in one transaction and undone as one (docs/product/import.md).

-- One uploaded file and the background work on it. The row is also the job: status and counts are what the
-- screen polls, heartbeat_at is touched by the instance doing the work (a batch whose heartbeat stops while it
-- is working is reported failed, docs/product/import.md "Long work").
CREATE TABLE import_batches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_email varchar(254),
  created_at timestamptz NOT NULL DEFAULT now(),
  file_name varchar(255) NOT NULL,
  file_sha256 char(64) NOT NULL,
  file_size integer NOT NULL CHECK (file_size >= 0),
  file_kind varchar(4) NOT NULL CHECK (file_kind IN ('csv', 'xlsx')),
  -- The file itself until the batch is committed or dropped: parsing runs from it, and a restart can run again.
  file_bytes bytea,
  status varchar(20) NOT NULL DEFAULT 'parsing' CHECK (status IN ('parsing', 'mapping', 'previewing', 'preview',
    'committing', 'committed', 'undone', 'failed', 'discarded')),
  -- The work in progress: what the screen's progress bar shows.
  total_rows integer NOT NULL DEFAULT 0 CHECK (total_rows >= 0),
  processed_rows integer NOT NULL DEFAULT 0 CHECK (processed_rows >= 0),
  headers jsonb NOT NULL DEFAULT '[]',
  -- Column index (as text) -> church field, guessed from the headers then corrected by the administrator.
  mapping jsonb NOT NULL DEFAULT '{}',
  -- Counts by preview class and, once committed, by outcome.
  counts jsonb NOT NULL DEFAULT '{}',
  error varchar(500),
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  committed_at timestamptz,
  committed_by integer REFERENCES users (id) ON DELETE SET NULL,
  undone_at timestamptz,
  undone_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX import_batches_recent_idx ON import_batches (created_at DESC, id DESC);

-- One data row of the file: what it held, what the preview made of it, what the administrator chose and what
-- the commit did. previous_values holds the fields an update replaced (for the undo); church_updated_at is the
-- church's updated_at right after the commit, so an undo can tell a church edited since.
CREATE TABLE import_batch_rows (
  batch_id integer NOT NULL REFERENCES import_batches (id) ON DELETE CASCADE,
  row_number integer NOT NULL CHECK (row_number >= 1),
  cells jsonb NOT NULL,
  fields jsonb,
  class varchar(10) CHECK (class IN ('new', 'update', 'duplicate', 'invalid')),
  errors jsonb,
  -- Church ids without a foreign key: the log keeps naming a church the undo removed, and removing churches
  -- never has to visit this table.
  match_church_id integer,
  match_reason varchar(20) CHECK (match_reason IN ('id', 'same_address', 'same_name_nearby', 'similar_name_nearby')),
  match_confidence real CHECK (match_confidence BETWEEN 0 AND 1),
  geocoded boolean NOT NULL DEFAULT false,
  excluded boolean NOT NULL DEFAULT false,
  duplicate_action varchar(6) NOT NULL DEFAULT 'skip' CHECK (duplicate_action IN ('skip', 'update')),
  outcome varchar(10) CHECK (outcome IN ('created', 'updated', 'skipped', 'excluded', 'refused')),
  church_id integer,
  previous_values jsonb,
  church_updated_at timestamptz,
  undo_outcome varchar(10) CHECK (undo_outcome IN ('removed', 'restored', 'kept')),
  -- When and from where the church's data was confirmed, for the "confirmed on" of issue 42 to carry over.
  confirmed_on date,
  confirmed_source varchar(20),
  PRIMARY KEY (batch_id, row_number)
);
CREATE INDEX import_batch_rows_class_idx ON import_batch_rows (batch_id, class, row_number);
