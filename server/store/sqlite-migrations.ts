import type { Migrations } from "./database.ts";

/** The SQLite schema, one entry per version (docs/architecture.md, "The store": how to add a table). */
export const SQLITE_MIGRATIONS: Migrations = [
  `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    zip_code TEXT NOT NULL,
    square_footage REAL NOT NULL,
    services TEXT NOT NULL,
    referral TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('normal', 'quarantined')),
    quarantine_reason TEXT,
    idempotency_key TEXT UNIQUE,
    ip TEXT,
    user_agent TEXT,
    attribution TEXT NOT NULL DEFAULT '{}'
  );
  CREATE INDEX leads_created_at ON leads (created_at);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('business', 'customer')),
    recipient TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    due_since INTEGER NOT NULL,
    last_error TEXT,
    claimed_by TEXT,
    claim_until INTEGER,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  `,
  // 2: the owner's inbox: a status per lead, the activity (history, sign-ins), sessions and sign-in links (by the
  // hash of their token), and sign-in emails in the outbox (no lead: the table is rebuilt, SQLite cannot drop a
  // NOT NULL or change a CHECK in place).
  `
  ALTER TABLE leads ADD COLUMN stage TEXT NOT NULL DEFAULT 'new'
    CHECK (stage IN ('new', 'contacted', 'quoted', 'won', 'lost'));
  CREATE TABLE activity (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    lead_id TEXT REFERENCES leads (id),
    detail TEXT
  );
  CREATE INDEX activity_lead ON activity (lead_id, id);
  CREATE TABLE owner_sessions (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    ended_at INTEGER
  );
  CREATE INDEX owner_sessions_email ON owner_sessions (email);
  CREATE TABLE sign_in_links (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX sign_in_links_email ON sign_in_links (email, created_at);
  CREATE TABLE outbox_v2 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('business', 'customer', 'sign-in')),
    recipient TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    due_since INTEGER NOT NULL,
    last_error TEXT,
    claimed_by TEXT,
    claim_until INTEGER,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  INSERT INTO outbox_v2 SELECT * FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v2 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  `,
  // Operations (issue 11): the acknowledgement a limit held back, the outbox's oldest pending email for /healthz
  // (a partial index: as cheap with 300,000 sent emails as with none), the shared rate limits, a health probe row.
  `
  ALTER TABLE leads ADD COLUMN acknowledgement_skipped TEXT;
  CREATE INDEX outbox_pending_since ON outbox (due_since) WHERE status = 'pending';
  CREATE INDEX outbox_dead_kind ON outbox (kind) WHERE status = 'dead';
  CREATE TABLE rate_events (
    bucket TEXT NOT NULL,
    at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX rate_events_bucket ON rate_events (bucket, at);
  CREATE INDEX rate_events_expiry ON rate_events (expires_at);
  CREATE TABLE health_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at INTEGER NOT NULL,
    writer TEXT NOT NULL,
    ballast BLOB NOT NULL
  );
  `,
  // The quote form's optional "Anything we should know?" (docs/quote-form.md); earlier leads have none.
  `ALTER TABLE leads ADD COLUMN notes TEXT NOT NULL DEFAULT '';`,
  // What the owner was last told about a condition (docs/operations.md, "Alerts"), shared by every copy of the
  // service so that one incident is one alert, not one per copy or per restart. No row: nothing is wrong.
  `
  CREATE TABLE alert_state (
    condition TEXT PRIMARY KEY,
    active INTEGER NOT NULL CHECK (active IN (0, 1)),
    changed_at INTEGER NOT NULL,
    changed_by TEXT NOT NULL
  );
  `,
  // 6 (docs/architecture.md, "The store"): leads keep their time as epoch milliseconds like every other table,
  // quarantine is a flag (not a "status"), and seq orders leads as on PostgreSQL. SQLite changes a column by
  // rebuilding the table (foreign keys are off during a migration); rows keep their order, ids and values.
  `
  CREATE TABLE leads_v6 (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    zip_code TEXT NOT NULL,
    square_footage REAL NOT NULL,
    services TEXT NOT NULL,
    referral TEXT NOT NULL,
    quarantined INTEGER NOT NULL CHECK (quarantined IN (0, 1)),
    quarantine_reason TEXT,
    idempotency_key TEXT UNIQUE,
    ip TEXT,
    user_agent TEXT,
    attribution TEXT NOT NULL DEFAULT '{}',
    stage TEXT NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'contacted', 'quoted', 'won', 'lost')),
    acknowledgement_skipped TEXT,
    notes TEXT NOT NULL DEFAULT ''
  );
  INSERT INTO leads_v6 (seq, id, created_at, first_name, last_name, phone, email, zip_code, square_footage,
    services, referral, quarantined, quarantine_reason, idempotency_key, ip, user_agent, attribution, stage,
    acknowledgement_skipped, notes)
  SELECT rowid, id, CAST(round(unixepoch(created_at, 'subsec') * 1000) AS INTEGER), first_name, last_name, phone,
    email, zip_code, square_footage, services, referral, status = 'quarantined', quarantine_reason, idempotency_key,
    ip, user_agent, attribution, stage, acknowledgement_skipped, notes
  FROM leads ORDER BY rowid;
  DROP TABLE leads;
  ALTER TABLE leads_v6 RENAME TO leads;
  CREATE INDEX leads_created_at ON leads (created_at);
  `,
  // 7 (docs/architecture.md, "The owner's photos and words"): the owner's photos, their renditions (in the database,
  // so every copy of the service serves them and a backup holds them), and every revision of the site's content.
  `
  CREATE TABLE photos (
    id TEXT PRIMARY KEY,
    uploaded_at INTEGER NOT NULL,
    uploaded_by TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    widths TEXT NOT NULL,
    jpeg_width INTEGER NOT NULL
  );
  CREATE TABLE photo_files (
    photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    PRIMARY KEY (photo_id, name)
  );
  CREATE TABLE content_revisions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    summary TEXT NOT NULL,
    document TEXT NOT NULL
  );
  `,
  // 8 (docs/architecture.md, "The store"): the owner's numbers (lead-reports.ts) read each lead's row alone: when the
  // owner first acted on it (a stage set, a note) and the furthest stage it reached (1 contacted, 2 quoted, 3 won;
  // a quoted lead lost later stays 2), kept by setStage and addNote, filled here from the history.
  `
  ALTER TABLE leads ADD COLUMN first_action_at INTEGER;
  ALTER TABLE leads ADD COLUMN reached INTEGER NOT NULL DEFAULT 0;
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
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL UNIQUE REFERENCES leads (id),
    status TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled')),
    frequency TEXT CHECK (frequency IN ('weekly', 'every-2-weeks', 'every-4-weeks')),
    requested_day TEXT,
    requested_window TEXT,
    second_day TEXT,
    second_window TEXT,
    visit_day TEXT,
    visit_window TEXT,
    visit_starts_at INTEGER,
    visit_ends_at INTEGER,
    sequence INTEGER NOT NULL DEFAULT 0,
    manage_hash TEXT UNIQUE,
    address TEXT NOT NULL DEFAULT '',
    access_notes TEXT NOT NULL DEFAULT '',
    decline_reason TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX bookings_visit ON bookings (visit_starts_at);
  CREATE TABLE closed_days (
    day TEXT PRIMARY KEY,
    reason TEXT NOT NULL,
    closed_by TEXT NOT NULL,
    closed_at INTEGER NOT NULL
  );
  CREATE TABLE window_capacity (
    arrival_window TEXT PRIMARY KEY,
    visits INTEGER NOT NULL CHECK (visits >= 0),
    set_by TEXT NOT NULL,
    set_at INTEGER NOT NULL
  );
  `,
  // 10 (docs/architecture.md, "Booking"): the owner's private calendar subscription. Only the SHA-256 of its secret
  // address is kept; replacing it revokes the old one, and a revoked address answers 404.
  `
  CREATE TABLE calendar_feeds (
    token_hash TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    created_by TEXT NOT NULL,
    revoked_at INTEGER
  );
  `,
  // 11 (docs/architecture.md, "Booking"): an email may carry an iCalendar invitation or cancellation, sent as its
  // text/calendar part ({"method", "content"} as JSON); an email about a visit names its booking (booking_id), so a
  // cancelled or moved visit's reminder still waiting is deleted with the change.
  `
  ALTER TABLE outbox ADD COLUMN calendar TEXT;
  ALTER TABLE outbox ADD COLUMN booking_id TEXT;
  `,
  // 12 (docs/architecture.md, "Booking"): a visit's reminder is queued once per visit, by whichever copy of the
  // service sees it due first: its key (booking and day) is unique, and stays after it is sent.
  `
  ALTER TABLE outbox ADD COLUMN reminder_key TEXT;
  CREATE UNIQUE INDEX outbox_reminder_key ON outbox (reminder_key);
  `,
  // 13 (docs/architecture.md, "Review requests"): a visit the owner marked done or flagged with a problem; one
  // decision per visit about its review request (sent, or why none went: key unique, so two copies never both
  // send), with the SHA-256 of its unsubscribe link; the addresses that unsubscribed; an email's List-Unsubscribe URL.
  `
  ALTER TABLE bookings ADD COLUMN done_at INTEGER;
  ALTER TABLE bookings ADD COLUMN done_by TEXT;
  ALTER TABLE bookings ADD COLUMN problem_at INTEGER;
  ALTER TABLE bookings ADD COLUMN problem_by TEXT;
  CREATE TABLE review_requests (
    visit_key TEXT PRIMARY KEY,
    booking_id TEXT NOT NULL,
    lead_id TEXT NOT NULL,
    email TEXT NOT NULL,
    outcome TEXT NOT NULL,
    token_hash TEXT UNIQUE,
    decided_at INTEGER NOT NULL
  );
  CREATE INDEX review_requests_email ON review_requests (email, decided_at);
  CREATE INDEX review_requests_lead ON review_requests (lead_id, decided_at);
  CREATE TABLE unsubscribes (
    email TEXT PRIMARY KEY,
    at INTEGER NOT NULL
  );
  ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;
  `,
  // 14 (docs/architecture.md, "Booking"): a waiting request's hold. `held_from` is when its windows began to hold
  // places (they hold for the rules' requestHoldHours; NULL: they hold none, its network already held its share),
  // `hold_network` the visitor's network it counts against (server/client-address.ts). Waiting requests of before
  // hold from their last change.
  `
  ALTER TABLE bookings ADD COLUMN held_from INTEGER;
  ALTER TABLE bookings ADD COLUMN hold_network TEXT;
  UPDATE bookings SET held_from = updated_at WHERE requested_day IS NOT NULL;
  CREATE INDEX bookings_hold_network ON bookings (hold_network, held_from);
  `,
  // 15 (docs/architecture.md, "Booking"): `calendar_version` grows with every write that can change what visitors
  // may ask for (bookings, closed days, capacity, a lead leaving quarantine), in the writing transaction, by
  // triggers, so no writer (the service, the command line) can forget it: the availability answer is computed
  // again only when it moved.
  `
  CREATE TABLE calendar_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
  );
  INSERT INTO calendar_version (id, version) VALUES (1, 0);
  CREATE TRIGGER bookings_inserted AFTER INSERT ON bookings
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER bookings_updated AFTER UPDATE ON bookings
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER bookings_deleted AFTER DELETE ON bookings
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER closed_days_inserted AFTER INSERT ON closed_days
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER closed_days_updated AFTER UPDATE ON closed_days
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER closed_days_deleted AFTER DELETE ON closed_days
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER window_capacity_inserted AFTER INSERT ON window_capacity
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER window_capacity_updated AFTER UPDATE ON window_capacity
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER window_capacity_deleted AFTER DELETE ON window_capacity
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER leads_quarantine_changed AFTER UPDATE OF quarantined ON leads
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  `,
  // 16 (docs/architecture.md, "The store"): what each email is (a visit confirmation, a reminder…), so the owner's
  // lead page names it; emails stored before are named from their kind and subject, which our templates wrote.
  `
  ALTER TABLE outbox ADD COLUMN purpose TEXT;
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
  ALTER TABLE photos ADD COLUMN avif_ready_at INTEGER;
  ALTER TABLE photos ADD COLUMN avif_claimed_until INTEGER;
  UPDATE photos SET avif_ready_at = uploaded_at;
  CREATE INDEX photos_avif_pending ON photos (uploaded_at) WHERE avif_ready_at IS NULL;
  `,
  // 18 (docs/architecture.md, "Booking"; issue 29, the owner's schedule): a stage "booked" between quoted and won
  // (`reached` 3 booked, 4 won: won leads move up); a lead's business name (the commercial form), whose form it came
  // from (home or business: which windows it may ask for) and its source (the form, or a booking taken by phone);
  // several bookings per lead (a declined or past one stays when the owner books again), a booking "offered" while
  // an offer of times waits, its agreed price in cents, and the visits of a series the owner moved or cancelled
  // (JSON); the offers of times (only the SHA-256 of each link); and every owner action so far counts as answering.
  // SQLite changes a CHECK or drops a UNIQUE by rebuilding the table: rows keep their order, ids and values.
  `
  CREATE TABLE leads_v18 (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    zip_code TEXT NOT NULL,
    square_footage REAL NOT NULL,
    services TEXT NOT NULL,
    referral TEXT NOT NULL,
    quarantined INTEGER NOT NULL CHECK (quarantined IN (0, 1)),
    quarantine_reason TEXT,
    idempotency_key TEXT UNIQUE,
    ip TEXT,
    user_agent TEXT,
    attribution TEXT NOT NULL DEFAULT '{}',
    stage TEXT NOT NULL DEFAULT 'new'
      CHECK (stage IN ('new', 'contacted', 'quoted', 'booked', 'won', 'lost')),
    acknowledgement_skipped TEXT,
    notes TEXT NOT NULL DEFAULT '',
    first_action_at INTEGER,
    reached INTEGER NOT NULL DEFAULT 0,
    business_name TEXT NOT NULL DEFAULT '',
    audience TEXT NOT NULL DEFAULT 'home' CHECK (audience IN ('home', 'business')),
    source TEXT NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'phone'))
  );
  INSERT INTO leads_v18 (seq, id, created_at, first_name, last_name, phone, email, zip_code, square_footage,
    services, referral, quarantined, quarantine_reason, idempotency_key, ip, user_agent, attribution, stage,
    acknowledgement_skipped, notes, first_action_at, reached)
  SELECT seq, id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services, referral,
    quarantined, quarantine_reason, idempotency_key, ip, user_agent, attribution, stage, acknowledgement_skipped,
    notes, first_action_at, CASE WHEN reached >= 3 THEN 4 ELSE reached END
  FROM leads ORDER BY seq;
  DROP TABLE leads;
  ALTER TABLE leads_v18 RENAME TO leads;
  CREATE INDEX leads_created_at ON leads (created_at);
  CREATE INDEX leads_untouched ON leads (created_at) WHERE first_action_at IS NULL;
  CREATE TRIGGER leads_quarantine_changed AFTER UPDATE OF quarantined ON leads
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TABLE bookings_v18 (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    status TEXT NOT NULL CHECK (status IN ('requested', 'offered', 'confirmed', 'declined', 'cancelled')),
    frequency TEXT CHECK (frequency IN ('weekly', 'every-2-weeks', 'every-4-weeks')),
    requested_day TEXT,
    requested_window TEXT,
    second_day TEXT,
    second_window TEXT,
    visit_day TEXT,
    visit_window TEXT,
    visit_starts_at INTEGER,
    visit_ends_at INTEGER,
    sequence INTEGER NOT NULL DEFAULT 0,
    manage_hash TEXT UNIQUE,
    address TEXT NOT NULL DEFAULT '',
    access_notes TEXT NOT NULL DEFAULT '',
    decline_reason TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    done_at INTEGER,
    done_by TEXT,
    problem_at INTEGER,
    problem_by TEXT,
    held_from INTEGER,
    hold_network TEXT,
    price_cents INTEGER CHECK (price_cents >= 0),
    exceptions TEXT NOT NULL DEFAULT '[]'
  );
  INSERT INTO bookings_v18 (id, lead_id, status, frequency, requested_day, requested_window, second_day,
    second_window, visit_day, visit_window, visit_starts_at, visit_ends_at, sequence, manage_hash, address,
    access_notes, decline_reason, created_at, updated_at, done_at, done_by, problem_at, problem_by, held_from,
    hold_network)
  SELECT id, lead_id, status, frequency, requested_day, requested_window, second_day, second_window, visit_day,
    visit_window, visit_starts_at, visit_ends_at, sequence, manage_hash, address, access_notes, decline_reason,
    created_at, updated_at, done_at, done_by, problem_at, problem_by, held_from, hold_network
  FROM bookings ORDER BY rowid;
  DROP TABLE bookings;
  ALTER TABLE bookings_v18 RENAME TO bookings;
  CREATE INDEX bookings_visit ON bookings (visit_starts_at);
  CREATE INDEX bookings_hold_network ON bookings (hold_network, held_from);
  CREATE INDEX bookings_lead ON bookings (lead_id, created_at);
  CREATE TRIGGER bookings_inserted AFTER INSERT ON bookings
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER bookings_updated AFTER UPDATE ON bookings
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER bookings_deleted AFTER DELETE ON bookings
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TABLE booking_offers (
    id TEXT PRIMARY KEY,
    booking_id TEXT NOT NULL REFERENCES bookings (id),
    lead_id TEXT NOT NULL REFERENCES leads (id),
    token_hash TEXT NOT NULL UNIQUE,
    windows TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    created_by TEXT NOT NULL,
    picked_at INTEGER,
    picked_day TEXT,
    picked_window TEXT,
    withdrawn_at INTEGER
  );
  CREATE INDEX booking_offers_booking ON booking_offers (booking_id, created_at);
  CREATE INDEX booking_offers_open ON booking_offers (expires_at) WHERE picked_at IS NULL AND withdrawn_at IS NULL;
  CREATE TRIGGER booking_offers_inserted AFTER INSERT ON booking_offers
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER booking_offers_updated AFTER UPDATE ON booking_offers
    BEGIN UPDATE calendar_version SET version = version + 1; END;
  CREATE TRIGGER booking_offers_deleted AFTER DELETE ON booking_offers
    BEGIN UPDATE calendar_version SET version = version + 1; END;
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
  ALTER TABLE leads ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
  `,
  // 20: priced quotes (issue 30) and the payments the gateway's signed webhook reports. A quote's link is a secret:
  // only its SHA-256 is kept. A payment is one per Checkout session and one per event (a replay records nothing).
  `
  CREATE TABLE quotes (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    booking_id TEXT NOT NULL REFERENCES bookings (id),
    offer_id TEXT NOT NULL REFERENCES booking_offers (id),
    token_hash TEXT NOT NULL UNIQUE,
    version INTEGER NOT NULL,
    total_cents INTEGER NOT NULL CHECK (total_cents > 0),
    lines TEXT NOT NULL,
    included TEXT NOT NULL DEFAULT '',
    recurring_cents INTEGER CHECK (recurring_cents > 0),
    valid_until TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    payment TEXT NOT NULL,
    due_cents INTEGER NOT NULL CHECK (due_cents >= 0),
    status TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    sent_by TEXT NOT NULL,
    opened_at INTEGER,
    answered_at INTEGER,
    decline_reason TEXT,
    withdrawn_at INTEGER,
    checkout_session TEXT UNIQUE
  );
  CREATE INDEX quotes_lead ON quotes (lead_id, version);
  CREATE INDEX quotes_sent ON quotes (sent_at);
  CREATE TABLE payments (
    id TEXT PRIMARY KEY,
    quote_id TEXT NOT NULL REFERENCES quotes (id),
    lead_id TEXT NOT NULL REFERENCES leads (id),
    session_id TEXT NOT NULL UNIQUE,
    event_id TEXT NOT NULL UNIQUE,
    payment_intent TEXT,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency TEXT NOT NULL,
    paid_at INTEGER NOT NULL,
    refund_id TEXT UNIQUE,
    refunded_cents INTEGER NOT NULL DEFAULT 0,
    refunded_at INTEGER,
    refunded_by TEXT
  );
  CREATE INDEX payments_lead ON payments (lead_id);
  CREATE INDEX payments_paid ON payments (paid_at);
  `,
];
