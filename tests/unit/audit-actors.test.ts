import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { ANONYMOUS_ACTOR, auditActorName, SYSTEM_ACTORS } from '../../domain/audit-actors';

describe('auditActorName', () => {
  it('names the person when there is one, whatever else the entry says', () => {
    const entry = { actorEmail: 'staff@example.com', action: AUDIT_ACTIONS.userSave, details: { via: 'user:create' } };
    expect(auditActorName(entry)).toBe('staff@example.com');
  });

  it('names the command line for a user saved with npm run user:create', () => {
    const entry = {
      actorEmail: null,
      action: AUDIT_ACTIONS.userSave,
      details: { role: 'SUPERADMIN', via: 'user:create' },
    };
    expect(auditActorName(entry)).toBe(SYSTEM_ACTORS.commandLine);
  });

  it('names the system part that writes an action, and anyone else as anonymous', () => {
    expect(auditActorName({ action: AUDIT_ACTIONS.orderPaid })).toBe(SYSTEM_ACTORS.stripe);
    expect(auditActorName({ action: AUDIT_ACTIONS.userSave, details: { via: 'invitation' } })).toBe(ANONYMOUS_ACTOR);
    expect(auditActorName({ action: AUDIT_ACTIONS.userSave, details: null })).toBe(ANONYMOUS_ACTOR);
  });
});
