-- The whole data model of spec/accounts-and-admin.md section 3, plus the tables the design adds
-- (uploads, mail outbox, claim codes, audit log). Columns are snake_case; the app maps them to camelCase.

CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email varchar(254) NOT NULL CHECK (email = lower(email) AND email LIKE '%_@_%'),
  password text NOT NULL,
  first_name varchar(100),
  last_name varchar(100),
  role varchar(20) NOT NULL DEFAULT 'church' CHECK (role IN ('admin', 'church')),
  church_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_key UNIQUE (email)
);
CREATE TRIGGER users_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Server-side sessions: the cookie carries only sid. user_id lets a password change or account removal
-- revoke every session of that user; created_at bounds the absolute lifetime.
CREATE TABLE sessions (
  sid varchar(64) PRIMARY KEY,
  sess jsonb NOT NULL DEFAULT '{}'::jsonb,
  expire timestamptz NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_expire_idx ON sessions (expire);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE churches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
  address varchar(200) NOT NULL CHECK (btrim(address) <> ''),
  city varchar(100) NOT NULL CHECK (btrim(city) <> ''),
  state char(2) NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  zip_code varchar(10) NOT NULL CHECK (btrim(zip_code) <> ''),
  latitude numeric(10, 8) CHECK (latitude BETWEEN -90 AND 90),
  longitude numeric(11, 8) CHECK (longitude BETWEEN -180 AND 180),
  -- true when an administrator typed the coordinates: geocoding never overwrites them.
  coordinates_manual boolean NOT NULL DEFAULT false,
  phone varchar(30),
  email varchar(254),
  website varchar(500) CHECK (website IS NULL OR website ~* '^https?://'),
  pastor_name varchar(100),
  service_times varchar(2000),
  description varchar(5000),
  member_count integer CHECK (member_count >= 0),
  image_url varchar(500),
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  is_approved boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER churches_updated_at BEFORE UPDATE ON churches FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX churches_approved_idx ON churches (name) WHERE is_approved;
CREATE INDEX churches_pending_idx ON churches (created_at) WHERE NOT is_approved;
CREATE INDEX churches_unclaimed_idx ON churches (name) WHERE owner_id IS NULL AND is_approved;
-- A church user owns at most one church.
CREATE UNIQUE INDEX churches_owner_key ON churches (owner_id) WHERE owner_id IS NOT NULL;

ALTER TABLE users
  ADD CONSTRAINT users_church_id_fkey FOREIGN KEY (church_id) REFERENCES churches (id) ON DELETE SET NULL;

CREATE TABLE resource_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name varchar(50) NOT NULL CHECK (btrim(name) <> ''),
  color varchar(20) NOT NULL DEFAULT 'gray'
    CHECK (color IN ('blue', 'purple', 'green', 'orange', 'red', 'indigo', 'yellow', 'pink', 'teal', 'gray')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX resource_types_name_key ON resource_types (lower(name));

-- uploaded_by is the signed-in uploader; public submissions have none and keep the submitter's own details.
CREATE TABLE resources (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
  description varchar(5000),
  type varchar(50) NOT NULL CHECK (btrim(type) <> ''),
  file_name varchar(255),
  file_url varchar(1000) CHECK (file_url IS NULL OR file_url ~* '^https?://'),
  file_size integer CHECK (file_size >= 0),
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  submitter_name varchar(100),
  submitter_email varchar(254),
  church_name varchar(200),
  church_id integer REFERENCES churches (id) ON DELETE SET NULL,
  status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  download_count integer NOT NULL DEFAULT 0 CHECK (download_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT resources_has_submitter CHECK (uploaded_by IS NOT NULL OR submitter_email IS NOT NULL)
);
CREATE TRIGGER resources_updated_at BEFORE UPDATE ON resources FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX resources_approved_idx ON resources (created_at DESC) WHERE status = 'approved';
CREATE INDEX resources_pending_idx ON resources (created_at) WHERE status = 'pending';
CREATE INDEX resources_church_idx ON resources (church_id);

CREATE TABLE events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
  description varchar(5000),
  start_date date NOT NULL,
  end_date date,
  time varchar(50),
  all_day boolean NOT NULL DEFAULT false,
  church_id integer NOT NULL REFERENCES churches (id) ON DELETE CASCADE,
  location varchar(300) NOT NULL CHECK (btrim(location) <> ''),
  type varchar(20) NOT NULL CHECK (type IN ('service', 'conference', 'study', 'fellowship', 'outreach', 'special',
    'workshop', 'social', 'other')),
  capacity integer CHECK (capacity >= 0),
  registration_required boolean NOT NULL DEFAULT false,
  call_to_action_text varchar(100),
  call_to_action_url varchar(1000) CHECK (call_to_action_url IS NULL OR call_to_action_url ~* '^https?://'),
  image_url varchar(500),
  -- Content outlives nobody by accident: an administrator who created events cannot be deleted silently.
  created_by integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_dates_ordered CHECK (end_date IS NULL OR end_date >= start_date),
  CONSTRAINT events_all_day_has_no_time CHECK (NOT all_day OR time IS NULL)
);
CREATE TRIGGER events_updated_at BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX events_upcoming_idx ON events ((coalesce(end_date, start_date)), start_date);
CREATE INDEX events_church_idx ON events (church_id);

CREATE TABLE social_media_links (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  platform varchar(50) NOT NULL CHECK (platform ~ '^[a-z][a-z0-9_-]*$'),
  url varchar(500) NOT NULL DEFAULT '' CHECK (url = '' OR url ~* '^https?://'),
  is_active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT social_media_links_platform_key UNIQUE (platform)
);
CREATE TRIGGER social_media_links_updated_at BEFORE UPDATE ON social_media_links
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE church_plant_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  requestor_name varchar(100) NOT NULL CHECK (btrim(requestor_name) <> ''),
  requestor_email varchar(100) NOT NULL CHECK (requestor_email LIKE '%_@_%'),
  requestor_phone varchar(20),
  city_name varchar(100) NOT NULL CHECK (btrim(city_name) <> ''),
  state_name varchar(50) NOT NULL CHECK (btrim(state_name) <> ''),
  population integer CHECK (population >= 0),
  reason_for_request varchar(5000) NOT NULL CHECK (btrim(reason_for_request) <> ''),
  community_needs varchar(5000),
  existing_churches varchar(5000),
  support_network varchar(5000),
  timeline varchar(50),
  additional_info varchar(5000),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  status varchar(20) NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'in-progress', 'matched', 'completed')),
  priority varchar(20) NOT NULL DEFAULT 'medium' CHECK (priority IN ('high', 'medium', 'low')),
  assigned_pastoral_candidate_id integer,
  -- Kept so that undoing a match restores what the request was before it.
  status_before_match varchar(20) CHECK (status_before_match IN ('pending', 'in-progress', 'completed')),
  matched_at timestamptz,
  notes varchar(5000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER church_plant_requests_updated_at BEFORE UPDATE ON church_plant_requests
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX church_plant_requests_status_idx ON church_plant_requests (status, priority);

CREATE TABLE pastoral_candidates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_name varchar(50) NOT NULL CHECK (btrim(first_name) <> ''),
  last_name varchar(50) NOT NULL CHECK (btrim(last_name) <> ''),
  email varchar(100) NOT NULL CHECK (email LIKE '%_@_%'),
  phone varchar(20),
  age integer CHECK (age BETWEEN 0 AND 150),
  marital_status varchar(20) CHECK (marital_status IN ('Single', 'Married', 'Widowed')),
  has_children boolean NOT NULL DEFAULT false,
  number_of_children integer CHECK (number_of_children BETWEEN 0 AND 50),
  current_church_id integer REFERENCES churches (id) ON DELETE SET NULL,
  "current_role" varchar(100),
  years_in_ministry integer CHECK (years_in_ministry BETWEEN 0 AND 100),
  education varchar(5000),
  biblical_education varchar(5000),
  pastoral_experience varchar(5000),
  church_planting_experience varchar(5000),
  languages_spoken varchar(1000),
  specializations varchar(5000),
  geographic_preferences varchar(5000),
  community_type_preference varchar(50) CHECK (community_type_preference IN ('Urban', 'Suburban', 'Rural')),
  availability varchar(50)
    CHECK (availability IN ('Immediate', '3-6 months', '6-12 months', '1+ years', 'Flexible')),
  supporting_church varchar(100),
  "references" varchar(5000),
  statement varchar(10000),
  additional_info varchar(5000),
  status varchar(20) NOT NULL DEFAULT 'available'
    CHECK (status IN ('available', 'contacted', 'interviewing', 'placed', 'matched')),
  is_approved boolean NOT NULL DEFAULT false,
  assigned_church_plant_request_id integer REFERENCES church_plant_requests (id) ON DELETE SET NULL,
  status_before_match varchar(20) CHECK (status_before_match IN ('available', 'contacted', 'interviewing', 'placed')),
  notes varchar(5000),
  submitted_by varchar(100),
  submitter_email varchar(100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER pastoral_candidates_updated_at BEFORE UPDATE ON pastoral_candidates
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX pastoral_candidates_status_idx ON pastoral_candidates (status, availability);
-- One candidate serves one request and one request has one candidate.
CREATE UNIQUE INDEX pastoral_candidates_assignment_key ON pastoral_candidates (assigned_church_plant_request_id)
  WHERE assigned_church_plant_request_id IS NOT NULL;

ALTER TABLE church_plant_requests
  ADD CONSTRAINT church_plant_requests_candidate_fkey FOREIGN KEY (assigned_pastoral_candidate_id)
    REFERENCES pastoral_candidates (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX church_plant_requests_assignment_key ON church_plant_requests (assigned_pastoral_candidate_id)
  WHERE assigned_pastoral_candidate_id IS NOT NULL;

-- Images live in the database so that several app servers share them.
CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  content_type varchar(30) NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  bytes bytea NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 5242880),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every mail the site sends; in the embedded default this is the only place the mail goes.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address varchar(254) NOT NULL,
  subject varchar(300) NOT NULL,
  text_body text NOT NULL,
  transport varchar(10) NOT NULL CHECK (transport IN ('outbox', 'smtp')),
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, created_at DESC);

-- A pending claim: the code is sent to the church's listed email and only its hash is kept.
CREATE TABLE church_claims (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  church_id integer NOT NULL REFERENCES churches (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email varchar(254) NOT NULL,
  code_hash varchar(128) NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX church_claims_lookup_idx ON church_claims (user_id, church_id, created_at DESC);

CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_email varchar(254),
  action varchar(40) NOT NULL CHECK (action IN ('approve', 'reject', 'create', 'update', 'delete', 'match',
    'unmatch', 'toggle', 'geocode', 'status')),
  entity varchar(40) NOT NULL,
  entity_id varchar(64),
  summary varchar(500) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_recent_idx ON audit_log (created_at DESC);
