-- Issue 43 items 4 and 5: a second factor at sign-in (an authenticator app's code, passkeys, recovery codes) and
-- the administrator's accounts screen (docs/product/accounts-admin.md).

-- A disabled account cannot sign in; last_sign_in_at is shown on the accounts screen.
ALTER TABLE users ADD COLUMN disabled_at timestamptz, ADD COLUMN last_sign_in_at timestamptz;
-- The accounts screen searches by email and name, folded as the other admin lists are (migration 0010).
CREATE INDEX users_admin_search_trgm_idx ON users
  USING gin (directory_fold(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops);

-- The authenticator app's shared secret. confirmed_at is null while enrolling (the secret is shown, no code has
-- been typed back yet). last_used_step is the 30-second step of the last accepted code: a code of that step or
-- an earlier one is refused, so an overheard code cannot be replayed.
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A passkey (WebAuthn credential). id is the credential id as base64url; counter is the authenticator's
-- signature counter, which must grow on every use when the authenticator keeps one.
CREATE TABLE user_passkeys (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name varchar(100) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX user_passkeys_user_idx ON user_passkeys (user_id);

-- Ten one-time recovery codes per account, stored as SHA-256 of the code (each code is 50 random bits, so a
-- slow hash adds nothing); used_at marks a spent one.
CREATE TABLE user_recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash char(64) NOT NULL,
  used_at timestamptz,
  CONSTRAINT user_recovery_codes_unique UNIQUE (user_id, code_hash)
);

-- A WebAuthn challenge the server handed out, taken (deleted) by the one answer that uses it, so an answer
-- cannot be played twice even by an authenticator that keeps no counter.
CREATE TABLE webauthn_challenges (
  challenge varchar(128) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose varchar(20) NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_user_idx ON webauthn_challenges (user_id);
