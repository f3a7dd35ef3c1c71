-- CreateIndex
CREATE INDEX "AuditEntry_role_createdAt_idx" ON "AuditEntry"("role", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_success_createdAt_idx" ON "AuditEntry"("success", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_id_idx" ON "AuditEntry"("createdAt" DESC, "id" DESC);

-- Audit search (case-insensitive "contains" on action, target, user and IP, and action-family prefixes) uses
-- trigram indexes, which also serve LIKE 'prefix%' whatever the database collation.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "AuditEntry_action_trgm_idx" ON "AuditEntry" USING GIN ("action" gin_trgm_ops);
CREATE INDEX "AuditEntry_target_trgm_idx" ON "AuditEntry" USING GIN ("target" gin_trgm_ops);
CREATE INDEX "AuditEntry_actorEmail_trgm_idx" ON "AuditEntry" USING GIN ("actorEmail" gin_trgm_ops);
CREATE INDEX "AuditEntry_ip_trgm_idx" ON "AuditEntry" USING GIN ("ip" gin_trgm_ops);

-- The audit log is append-only in the database itself: whatever the application (or anyone using its
-- connection) does, rows can be added but never changed or removed.
-- (The migration runner splits scripts at every semicolon, so the body spells its semicolons as \073.)
CREATE FUNCTION audit_entry_append_only() RETURNS trigger
LANGUAGE plpgsql AS E'BEGIN RAISE EXCEPTION ''AuditEntry is append-only: % is not allowed'', TG_OP USING ERRCODE = ''insufficient_privilege''\073 END\073';

CREATE TRIGGER "AuditEntry_no_update_delete"
  BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only();

CREATE TRIGGER "AuditEntry_no_truncate"
  BEFORE TRUNCATE ON "AuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_append_only();
