// The mail room's pure rules: which items wait for the client, what viewing and acknowledging may change, and the
// escalation interval setting.
import { describe, expect, it } from 'vitest';
import {
  acknowledgementRefusal,
  awaitsAcknowledgement,
  DEFAULT_ESCALATION_MS,
  MAIL_KINDS,
  MAIL_STATUSES,
  needsAcknowledgement,
  statusAfterView,
} from '../../domain/mailroom';
import { loadConfig } from '../../platform/config';

describe('mail room rules', () => {
  it('only a service of process needs an acknowledgement, and only while new or viewed', () => {
    expect(MAIL_KINDS.filter(needsAcknowledgement)).toEqual(['SERVICE_OF_PROCESS']);
    const waiting = MAIL_STATUSES.filter((status) => awaitsAcknowledgement({ kind: 'SERVICE_OF_PROCESS', status }));
    expect(waiting).toEqual(['NEW', 'VIEWED']);
    expect(awaitsAcknowledgement({ kind: 'TAX_NOTICE', status: 'NEW' })).toBe(false);
  });

  it('viewing never undoes an acknowledgement or a closing', () => {
    expect(statusAfterView('NEW')).toBe('VIEWED');
    expect(statusAfterView('ACKNOWLEDGED')).toBe('ACKNOWLEDGED');
    expect(statusAfterView('CLOSED')).toBe('CLOSED');
  });

  it('refuses to acknowledge other kinds and closed items, accepts acknowledging again', () => {
    expect(acknowledgementRefusal({ kind: 'SOLICITATION', status: 'NEW' })).toMatch(/Only a service of process/);
    expect(acknowledgementRefusal({ kind: 'SERVICE_OF_PROCESS', status: 'CLOSED' })).toMatch(/closed/);
    expect(acknowledgementRefusal({ kind: 'SERVICE_OF_PROCESS', status: 'ACKNOWLEDGED' })).toBeNull();
  });

  it('reads MAILROOM_ESCALATION_MS: 24 hours by default, whole milliseconds of at least one second', () => {
    expect(loadConfig({}).mailroom.escalationMs).toBe(DEFAULT_ESCALATION_MS);
    expect(DEFAULT_ESCALATION_MS).toBe(86_400_000);
    expect(loadConfig({ MAILROOM_ESCALATION_MS: '2000' }).mailroom.escalationMs).toBe(2000);
    for (const bad of ['999', '1.5e3x', 'soon', '-5000']) {
      expect(() => loadConfig({ MAILROOM_ESCALATION_MS: bad }), bad).toThrow(/MAILROOM_ESCALATION_MS/);
    }
  });
});
