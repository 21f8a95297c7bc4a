-- Rate-limit counters shared by every server instance and kept over restarts (one fixed window per key).
-- last_hit_at lets a policy slow a key down between hits before it refuses it outright.
CREATE TABLE rate_limit_counters (
  bucket varchar(64) NOT NULL,
  key varchar(320) NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  window_ends_at timestamptz NOT NULL,
  last_hit_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limit_counters_window_ends_at_idx ON rate_limit_counters (window_ends_at);
