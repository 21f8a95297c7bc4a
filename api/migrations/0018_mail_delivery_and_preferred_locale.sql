-- The language an account reads its mail in (docs/product/mail.md#language): set at sign-up and at each
-- sign-in from the language of the page; null for accounts made before it existed (they get both languages).
ALTER TABLE users ADD COLUMN preferred_locale varchar(5) CHECK (preferred_locale IN ('en', 'es'));

-- mail_outbox becomes the transactional outbox of decision 019: a row is written in the transaction of what
-- caused the mail and delivered after commit by a job, retried with back-off until it goes or gives up.
ALTER TABLE mail_outbox
  -- Stable across retries, so a receiving server can tell a repeated delivery for the same message.
  ADD COLUMN message_id varchar(250),
  ADD COLUMN html_body text,
  -- 'en', 'es', or 'en, es' for a mail in both languages (the Content-Language header).
  ADD COLUMN content_language varchar(10) NOT NULL DEFAULT 'en',
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Set while one worker holds the mail to send it: no other worker takes it until then (a lease, so a
  -- worker that died mid-send does not hold it for ever).
  ADD COLUMN sending_until timestamptz;

CREATE UNIQUE INDEX mail_outbox_message_id_idx ON mail_outbox (message_id);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
