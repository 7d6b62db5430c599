-- A ticket keeps its token's expiry (issue 41): a ticket of an expired token opens no stream, and a
-- stream opened with a ticket ends when the token does. Tickets issued before this live a minute;
-- they are treated as of an expired token (the client takes a new one).
ALTER TABLE event_tickets ADD COLUMN token_expires_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE event_tickets ALTER COLUMN token_expires_at DROP DEFAULT;
