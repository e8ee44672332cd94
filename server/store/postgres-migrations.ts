import type { Migrations } from "./database.ts";

/** The PostgreSQL schema, one entry per version (docs/architecture.md, "The store": how to add a table). */
export const POSTGRES_MIGRATIONS: Migrations = [
  `
  CREATE TABLE leads (
    id text PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    created_at timestamptz NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    phone text NOT NULL,
    email text NOT NULL,
    zip_code text NOT NULL,
    square_footage double precision NOT NULL,
    services text NOT NULL,
    referral text NOT NULL,
    status text NOT NULL CHECK (status IN ('normal', 'quarantined')),
    quarantine_reason text,
    idempotency_key text UNIQUE,
    ip text,
    user_agent text,
    attribution jsonb NOT NULL DEFAULT '{}'
  );
  CREATE INDEX leads_created_at ON leads (created_at);
  CREATE TABLE outbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lead_id text NOT NULL REFERENCES leads (id),
    kind text NOT NULL CHECK (kind IN ('business', 'customer')),
    recipient text NOT NULL,
    reply_to text,
    subject text NOT NULL,
    html text NOT NULL,
    text text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    due_since timestamptz NOT NULL,
    last_error text,
    claimed_by text,
    claim_until timestamptz,
    created_at timestamptz NOT NULL,
    sent_at timestamptz
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  `,
  // 2: the owner's inbox: a status per lead, the activity (history, sign-ins), sessions and sign-in links (by the
  // hash of their token), and sign-in emails in the outbox (no lead).
  `
  ALTER TABLE leads ADD COLUMN stage text NOT NULL DEFAULT 'new'
    CHECK (stage IN ('new', 'contacted', 'quoted', 'won', 'lost'));
  CREATE TABLE activity (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL,
    actor text NOT NULL,
    action text NOT NULL,
    lead_id text REFERENCES leads (id),
    detail text
  );
  CREATE INDEX activity_lead ON activity (lead_id, id);
  CREATE TABLE owner_sessions (
    token_hash text PRIMARY KEY,
    email text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    ended_at timestamptz
  );
  CREATE INDEX owner_sessions_email ON owner_sessions (email);
  CREATE TABLE sign_in_links (
    token_hash text PRIMARY KEY,
    email text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  );
  CREATE INDEX sign_in_links_email ON sign_in_links (email, created_at);
  ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL;
  ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
  ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('business', 'customer', 'sign-in'));
  `,
  // Operations (issue 11): the acknowledgement a limit held back, the outbox's oldest pending email for /healthz
  // (a partial index: as cheap with 300,000 sent emails as with none), the shared rate limits, a health probe row.
  `
  ALTER TABLE leads ADD COLUMN acknowledgement_skipped text;
  CREATE INDEX outbox_pending_since ON outbox (due_since) WHERE status = 'pending';
  CREATE INDEX outbox_dead_kind ON outbox (kind) WHERE status = 'dead';
  CREATE TABLE rate_events (
    bucket text NOT NULL,
    at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX rate_events_bucket ON rate_events (bucket, at);
  CREATE INDEX rate_events_expiry ON rate_events (expires_at);
  CREATE TABLE health_probe (
    id integer PRIMARY KEY CHECK (id = 1),
    at timestamptz NOT NULL,
    writer text NOT NULL
  );
  `,
  // The quote form's optional "Anything we should know?" (docs/quote-form.md); earlier leads have none.
  `ALTER TABLE leads ADD COLUMN notes text NOT NULL DEFAULT '';`,
  // What the owner was last told about a condition (docs/operations.md, "Alerts"), shared by every copy of the
  // service so that one incident is one alert, not one per copy or per restart. No row: nothing is wrong.
  `
  CREATE TABLE alert_state (
    condition text PRIMARY KEY,
    active boolean NOT NULL,
    changed_at timestamptz NOT NULL,
    changed_by text NOT NULL
  );
  `,
  // 6 (docs/architecture.md, "The store"): quarantine is a flag, not a "status" (the owner's progress is the stage).
  `
  ALTER TABLE leads ADD COLUMN quarantined boolean NOT NULL DEFAULT false;
  UPDATE leads SET quarantined = (status = 'quarantined');
  ALTER TABLE leads DROP COLUMN status;
  ALTER TABLE leads ALTER COLUMN quarantined DROP DEFAULT;
  `,
  // 7 (docs/architecture.md, "The owner's photos and words"): the owner's photos, their renditions (in the database,
  // so every copy of the service serves them and a backup holds them), and every revision of the site's content.
  `
  CREATE TABLE photos (
    id text PRIMARY KEY,
    uploaded_at timestamptz NOT NULL,
    uploaded_by text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    widths text NOT NULL,
    jpeg_width integer NOT NULL
  );
  CREATE TABLE photo_files (
    photo_id text NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
    name text NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    PRIMARY KEY (photo_id, name)
  );
  CREATE TABLE content_revisions (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL,
    actor text NOT NULL,
    summary text NOT NULL,
    document text NOT NULL
  );
  `,
  // 8 (docs/architecture.md, "The store"): the owner's numbers (lead-reports.ts) read each lead's row alone: when the
  // owner first acted on it (a stage set, a note) and the furthest stage it reached (1 contacted, 2 quoted, 3 won;
  // a quoted lead lost later stays 2), kept by setStage and addNote, filled here from the history.
  `
  ALTER TABLE leads ADD COLUMN first_action_at timestamptz;
  ALTER TABLE leads ADD COLUMN reached integer NOT NULL DEFAULT 0;
  UPDATE leads SET first_action_at = (
    SELECT min(a.at) FROM activity a WHERE a.lead_id = leads.id AND a.action IN ('stage', 'note'));
  UPDATE leads SET reached = coalesce((
    SELECT max(CASE a.detail WHEN 'contacted' THEN 1 WHEN 'quoted' THEN 2 WHEN 'won' THEN 3 ELSE 0 END)
    FROM activity a WHERE a.lead_id = leads.id AND a.action = 'stage'), 0);
  UPDATE leads SET reached = CASE stage WHEN 'contacted' THEN 1 WHEN 'quoted' THEN 2 WHEN 'won' THEN 3 ELSE 0 END
    WHERE reached < CASE stage WHEN 'contacted' THEN 1 WHEN 'quoted' THEN 2 WHEN 'won' THEN 3 ELSE 0 END;
  CREATE INDEX leads_untouched ON leads (created_at) WHERE first_action_at IS NULL;
  `,
  // 9 (docs/architecture.md, "Booking"): a lead's booking (the windows it asks for, the visit the owner confirmed,
  // the invitation's sequence, the hash of the customer's manage link), the days the owner closed, and how many
  // visits fit in a window. Days are local dates (YYYY-MM-DD) in the business's time zone; a visit's instants are
  // kept too, for ordering.
  `
  CREATE TABLE bookings (
    id text PRIMARY KEY,
    lead_id text NOT NULL UNIQUE REFERENCES leads (id),
    status text NOT NULL CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled')),
    frequency text CHECK (frequency IN ('weekly', 'every-2-weeks', 'every-4-weeks')),
    requested_day text,
    requested_window text,
    second_day text,
    second_window text,
    visit_day text,
    visit_window text,
    visit_starts_at timestamptz,
    visit_ends_at timestamptz,
    sequence integer NOT NULL DEFAULT 0,
    manage_hash text UNIQUE,
    address text NOT NULL DEFAULT '',
    access_notes text NOT NULL DEFAULT '',
    decline_reason text,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );
  CREATE INDEX bookings_visit ON bookings (visit_starts_at);
  CREATE TABLE closed_days (
    day text PRIMARY KEY,
    reason text NOT NULL,
    closed_by text NOT NULL,
    closed_at timestamptz NOT NULL
  );
  CREATE TABLE window_capacity (
    arrival_window text PRIMARY KEY,
    visits integer NOT NULL CHECK (visits >= 0),
    set_by text NOT NULL,
    set_at timestamptz NOT NULL
  );
  `,
  // 10 (docs/architecture.md, "Booking"): the owner's private calendar subscription. Only the SHA-256 of its secret
  // address is kept; replacing it revokes the old one, and a revoked address answers 404.
  `
  CREATE TABLE calendar_feeds (
    token_hash text PRIMARY KEY,
    created_at timestamptz NOT NULL,
    created_by text NOT NULL,
    revoked_at timestamptz
  );
  `,
  // 11 (docs/architecture.md, "Booking"): an email may carry an iCalendar invitation or cancellation, sent as its
  // text/calendar part ({"method", "content"} as JSON); an email about a visit names its booking (booking_id), so a
  // cancelled or moved visit's reminder still waiting is deleted with the change.
  `
  ALTER TABLE outbox ADD COLUMN calendar text;
  ALTER TABLE outbox ADD COLUMN booking_id text;
  `,
  // 12 (docs/architecture.md, "Booking"): a visit's reminder is queued once per visit, by whichever copy of the
  // service sees it due first: its key (booking and day) is unique, and stays after it is sent.
  `
  ALTER TABLE outbox ADD COLUMN reminder_key text;
  CREATE UNIQUE INDEX outbox_reminder_key ON outbox (reminder_key);
  `,
  // 13 (docs/architecture.md, "Review requests"): a visit the owner marked done or flagged with a problem; one
  // decision per visit about its review request (sent, or why none went: key unique, so two copies never both
  // send), with the SHA-256 of its unsubscribe link; the addresses that unsubscribed; an email's List-Unsubscribe URL.
  `
  ALTER TABLE bookings ADD COLUMN done_at timestamptz;
  ALTER TABLE bookings ADD COLUMN done_by text;
  ALTER TABLE bookings ADD COLUMN problem_at timestamptz;
  ALTER TABLE bookings ADD COLUMN problem_by text;
  CREATE TABLE review_requests (
    visit_key text PRIMARY KEY,
    booking_id text NOT NULL,
    lead_id text NOT NULL,
    email text NOT NULL,
    outcome text NOT NULL,
    token_hash text UNIQUE,
    decided_at timestamptz NOT NULL
  );
  CREATE INDEX review_requests_email ON review_requests (email, decided_at);
  CREATE INDEX review_requests_lead ON review_requests (lead_id, decided_at);
  CREATE TABLE unsubscribes (
    email text PRIMARY KEY,
    at timestamptz NOT NULL
  );
  ALTER TABLE outbox ADD COLUMN list_unsubscribe text;
  `,
  // 14 (docs/architecture.md, "Booking"): a waiting request's hold. `held_from` is when its windows began to hold
  // places (they hold for the rules' requestHoldHours; NULL: they hold none, its network already held its share),
  // `hold_network` the visitor's network it counts against (server/client-address.ts). Waiting requests of before
  // hold from their last change.
  `
  ALTER TABLE bookings ADD COLUMN held_from timestamptz;
  ALTER TABLE bookings ADD COLUMN hold_network text;
  UPDATE bookings SET held_from = updated_at WHERE requested_day IS NOT NULL;
  CREATE INDEX bookings_hold_network ON bookings (hold_network, held_from);
  `,
  // 15 (docs/architecture.md, "Booking"): `calendar_version` grows with every write that can change what visitors
  // may ask for (bookings, closed days, capacity, a lead leaving quarantine), in the writing transaction, by
  // triggers, so no writer (any copy of the service, the command line) can forget it: every copy sees it move with
  // the change itself and computes its availability answer again.
  `
  CREATE TABLE calendar_version (
    id integer PRIMARY KEY CHECK (id = 1),
    version bigint NOT NULL
  );
  INSERT INTO calendar_version (id, version) VALUES (1, 0);
  CREATE FUNCTION calendar_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE calendar_version SET version = version + 1;
      RETURN NULL;
    END
  $$;
  CREATE TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE ON bookings
    FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed();
  CREATE TRIGGER closed_days_changed AFTER INSERT OR UPDATE OR DELETE ON closed_days
    FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed();
  CREATE TRIGGER window_capacity_changed AFTER INSERT OR UPDATE OR DELETE ON window_capacity
    FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed();
  CREATE TRIGGER leads_quarantine_changed AFTER UPDATE OF quarantined ON leads
    FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed();
  `,
  // 16 (docs/architecture.md, "The store"): what each email is (a visit confirmation, a reminder…), so the owner's
  // lead page names it; emails stored before are named from their kind and subject, which our templates wrote.
  `
  ALTER TABLE outbox ADD COLUMN purpose text;
  UPDATE outbox SET purpose = CASE
    WHEN kind = 'sign-in' THEN 'sign-in'
    WHEN kind = 'business' AND subject LIKE 'Visit change requested: %' THEN 'change-moved'
    WHEN kind = 'business' AND subject LIKE 'Visit cancelled: %' THEN 'change-cancelled'
    WHEN kind = 'business' THEN 'notification'
    WHEN subject LIKE 'We received your quote request - %' THEN 'acknowledgement'
    WHEN subject LIKE 'Your cleaning with % is confirmed' THEN 'visit-confirmation'
    WHEN subject LIKE 'Your cleaning with % has a new time' THEN 'visit-new-time'
    WHEN subject LIKE 'Your cleaning with % is cancelled' THEN 'visit-cancellation'
    WHEN subject LIKE 'Your request to move your cleaning with %' THEN 'reschedule-received'
    WHEN subject LIKE 'Reminder: % cleans tomorrow' THEN 'reminder'
    WHEN subject LIKE 'About the time you asked % for' THEN 'visit-declined'
    WHEN subject LIKE 'Thank you from %: how did we do?' THEN 'review-request'
    ELSE 'customer-email'
  END;
  `,
  // 17 (docs/architecture.md, "Photos: what happens to an upload"): a photo goes live with its WebP and JPEG; its AVIF
  // renditions are made after, by whichever copy of the service claims it (avif_claimed_until, a lease), from a
  // source (a quality-95 JPEG) kept in photo_files until then. avif_ready_at is NULL while they are missing (the photos stored
  // before this version have them).
  `
  ALTER TABLE photos ADD COLUMN avif_ready_at timestamptz;
  ALTER TABLE photos ADD COLUMN avif_claimed_until timestamptz;
  UPDATE photos SET avif_ready_at = uploaded_at;
  CREATE INDEX photos_avif_pending ON photos (uploaded_at) WHERE avif_ready_at IS NULL;
  `,
  // 18 (docs/architecture.md, "Booking"; issue 29, the owner's schedule): a stage "booked" between quoted and won
  // (`reached` 3 booked, 4 won: won leads move up); a lead's business name (the commercial form), whose form it came
  // from (home or business: which windows it may ask for) and its source (the form, or a booking taken by phone);
  // several bookings per lead (a declined or past one stays when the owner books again), a booking "offered" while
  // an offer of times waits, its agreed price in cents, and the visits of a series the owner moved or cancelled
  // (JSON); the offers of times (only the SHA-256 of each link); and every owner action so far counts as answering.
  `
  ALTER TABLE leads DROP CONSTRAINT leads_stage_check;
  ALTER TABLE leads ADD CONSTRAINT leads_stage_check
    CHECK (stage IN ('new', 'contacted', 'quoted', 'booked', 'won', 'lost'));
  UPDATE leads SET reached = 4 WHERE reached >= 3;
  ALTER TABLE leads ADD COLUMN business_name text NOT NULL DEFAULT '';
  ALTER TABLE leads ADD COLUMN audience text NOT NULL DEFAULT 'home' CHECK (audience IN ('home', 'business'));
  ALTER TABLE leads ADD COLUMN source text NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'phone'));
  ALTER TABLE bookings DROP CONSTRAINT bookings_lead_id_key;
  ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
  ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
    CHECK (status IN ('requested', 'offered', 'confirmed', 'declined', 'cancelled'));
  ALTER TABLE bookings ADD COLUMN price_cents integer CHECK (price_cents >= 0);
  ALTER TABLE bookings ADD COLUMN exceptions text NOT NULL DEFAULT '[]';
  CREATE INDEX bookings_lead ON bookings (lead_id, created_at);
  CREATE TABLE booking_offers (
    id text PRIMARY KEY,
    booking_id text NOT NULL REFERENCES bookings (id),
    lead_id text NOT NULL REFERENCES leads (id),
    token_hash text NOT NULL UNIQUE,
    windows text NOT NULL,
    message text NOT NULL DEFAULT '',
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL,
    created_by text NOT NULL,
    picked_at timestamptz,
    picked_day text,
    picked_window text,
    withdrawn_at timestamptz
  );
  CREATE INDEX booking_offers_booking ON booking_offers (booking_id, created_at);
  CREATE INDEX booking_offers_open ON booking_offers (expires_at) WHERE picked_at IS NULL AND withdrawn_at IS NULL;
  CREATE TRIGGER booking_offers_changed AFTER INSERT OR UPDATE OR DELETE ON booking_offers
    FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed();
  UPDATE leads SET first_action_at = (
    SELECT min(a.at) FROM activity a WHERE a.lead_id = leads.id AND a.actor NOT IN ('customer', 'service')
      AND a.action IN ('stage', 'note', 'booking-confirmed', 'booking-declined', 'visit-done', 'visit-problem'))
  WHERE EXISTS (SELECT 1 FROM activity a WHERE a.lead_id = leads.id AND a.actor NOT IN ('customer', 'service')
      AND a.action IN ('booking-confirmed', 'booking-declined', 'visit-done', 'visit-problem')
      AND (leads.first_action_at IS NULL OR a.at < leads.first_action_at));
  `,
  // 19 (docs/architecture.md, "Two languages"; issue 31): the language of the form a lead came from (or the one the
  // owner chose for a booking taken by phone): everything the customer receives is written in it. Leads stored
  // before it were all English.
  `
  ALTER TABLE leads ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
  `,
  // 20: priced quotes (issue 30) and the payments the gateway's signed webhook reports. A quote's link is a secret:
  // only its SHA-256 is kept. A payment is one per Checkout session and one per event (a replay records nothing).
  `
  CREATE TABLE quotes (
    id text PRIMARY KEY,
    lead_id text NOT NULL REFERENCES leads (id),
    booking_id text NOT NULL REFERENCES bookings (id),
    offer_id text NOT NULL REFERENCES booking_offers (id),
    token_hash text NOT NULL UNIQUE,
    version integer NOT NULL,
    total_cents integer NOT NULL CHECK (total_cents > 0),
    lines text NOT NULL,
    included text NOT NULL DEFAULT '',
    recurring_cents integer CHECK (recurring_cents > 0),
    valid_until text NOT NULL,
    expires_at timestamptz NOT NULL,
    payment text NOT NULL,
    due_cents integer NOT NULL CHECK (due_cents >= 0),
    status text NOT NULL,
    sent_at timestamptz NOT NULL,
    sent_by text NOT NULL,
    opened_at timestamptz,
    answered_at timestamptz,
    decline_reason text,
    withdrawn_at timestamptz,
    checkout_session text UNIQUE
  );
  CREATE INDEX quotes_lead ON quotes (lead_id, version);
  CREATE INDEX quotes_sent ON quotes (sent_at);
  CREATE TABLE payments (
    id text PRIMARY KEY,
    quote_id text NOT NULL REFERENCES quotes (id),
    lead_id text NOT NULL REFERENCES leads (id),
    session_id text NOT NULL UNIQUE,
    event_id text NOT NULL UNIQUE,
    payment_intent text,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    currency text NOT NULL,
    paid_at timestamptz NOT NULL,
    refund_id text UNIQUE,
    refunded_cents integer NOT NULL DEFAULT 0,
    refunded_at timestamptz,
    refunded_by text
  );
  CREATE INDEX payments_lead ON payments (lead_id);
  CREATE INDEX payments_paid ON payments (paid_at);
  `,
];
