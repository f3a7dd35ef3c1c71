-- Wakes the outbox relay (worker/outbox-relay.ts LISTENs on "outbox_entry") as soon as an entry is committed,
-- whoever wrote it. NOTIFY is transactional: it is delivered at commit, never for a rolled-back entry. The
-- payload is the entry's kind (cut to 1000 characters: a payload holds at most 8000 bytes), so a relay wakes
-- only for kinds it handles.
-- The migration runner splits scripts at every semicolon, so the function body writes its semicolons as \073
-- in an escape string (and no comment here may hold one).
CREATE FUNCTION "outbox_entry_notify"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(\'outbox_entry\', left(NEW.kind, 1000))\073 RETURN NULL\073 END'
;

CREATE TRIGGER "OutboxEntry_notify"
  AFTER INSERT ON "OutboxEntry"
  FOR EACH ROW EXECUTE FUNCTION "outbox_entry_notify"();
