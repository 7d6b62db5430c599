-- Live events (GET /v1/events), per-user notifications and their e-mail settings (issue 26).

-- What happened, written in the transaction of the change. The audience names who may receive it:
-- [{"o": organization, "p": permission or null for any member, "n": true when its users get a
-- notification}]; the permission is checked again when the event is delivered. Rows are kept one day
-- (a reconnect with Last-Event-ID resumes from them; at least ten minutes are promised).
CREATE TABLE events (
  id              bigserial PRIMARY KEY,
  type            text NOT NULL,
  organization_id bigint,
  actor_user_id   bigint,
  object_type     text NOT NULL,
  object_id       bigint,
  audience        jsonb NOT NULL,
  summary         text NOT NULL,
  data            jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now(),
  fanned_out      boolean NOT NULL DEFAULT false
);
CREATE INDEX events_created_at_idx ON events (created_at);
CREATE INDEX events_pending_idx ON events (id) WHERE NOT fanned_out;
-- A request may write events of its own organizations and read none: delivery reads them as the owner.
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
ALTER TABLE events FORCE ROW LEVEL SECURITY;
CREATE POLICY events_read ON events FOR SELECT USING (current_user <> 'app_user');
CREATE POLICY events_write ON events FOR INSERT
  WITH CHECK (current_user <> 'app_user' OR organization_id = ANY (app_org_ids()));

-- Every instance hears of new events at the writer's commit (LISTEN events).
CREATE FUNCTION app_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('events', '');
  RETURN NULL;
END $$;
CREATE TRIGGER events_notify AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_events();

-- The notification centre: one row per user and event, kept until the user's organization goes.
CREATE TABLE notifications (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  event_id        bigint NOT NULL,
  type            text NOT NULL,
  summary         text NOT NULL,
  link            text,
  read_at         timestamptz,
  emailed         boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, event_id)
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
SELECT app_enable_tenant_rls('notifications', 'organization_id');

-- Which notifications a user wants by e-mail: immediately, as a daily digest, or none.
CREATE TABLE notification_settings (
  user_id        bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email_types    text[] NOT NULL,
  email_mode     text NOT NULL DEFAULT 'immediate' CHECK (email_mode IN ('immediate', 'digest', 'off')),
  digest_sent_at timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Single-use tickets for the browser's EventSource (it cannot send a header): valid a minute.
CREATE TABLE event_tickets (
  ticket_hash      text PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_version    integer NOT NULL,
  impersonation_id bigint,
  admin_id         bigint,
  expires_at       timestamptz NOT NULL,
  used_at          timestamptz
);
