-- Accounts people can keep (issue 43; docs/product/accounts.md).
--
-- One table for the single-use links mailed to an account: a password reset (valid 1 hour), the confirmation
-- of a new email address (24 hours) and the old address's "this was not me" revert (7 days). Only the SHA-256
-- of the 32 random bytes is stored: a leaked table holds no usable link. `email` is the new address for a
-- change, the old one for a revert. Used or expired rows are purged with the expired sessions.
CREATE TABLE account_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose varchar(20) NOT NULL CHECK (purpose IN ('password_reset', 'email_change', 'email_revert')),
  token_hash char(64) NOT NULL,
  email varchar(254),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT account_tokens_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);
CREATE INDEX account_tokens_expires_idx ON account_tokens (expires_at);

-- "Where am I signed in": the browser that opened each session and when it was last used (written at most
-- once a minute per session, services/auth/sessions.ts).
ALTER TABLE sessions
  ADD COLUMN user_agent varchar(512),
  ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();

-- An administrator who deleted their own account leaves the events they created: the event stays, its
-- creator becomes unknown (it was RESTRICT, which made such an account impossible to delete).
ALTER TABLE events
  ALTER COLUMN created_by DROP NOT NULL,
  DROP CONSTRAINT events_created_by_fkey,
  ADD CONSTRAINT events_created_by_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL;
