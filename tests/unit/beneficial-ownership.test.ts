// BOI reporting as FinCEN's rules of March 2025 and 2026 leave it: US-formed companies exempt, foreign-formed
// companies registering in a state report within 30 days.
import { describe, expect, it } from 'vitest';
import { BOI_RULE_SOURCE, boiReportObligation } from '../../domain/beneficial-ownership';

describe('BOI report obligation', () => {
  it('is none for a company formed in the United States, registered in a state or not', () => {
    expect(boiReportObligation({ formedIn: 'US' })).toBeNull();
    expect(boiReportObligation({ formedIn: 'US', registeredOn: new Date('2026-03-02T00:00:00Z') })).toBeNull();
  });

  it('is due 30 days after a foreign-formed company registers to do business in a state', () => {
    expect(boiReportObligation({ formedIn: 'FOREIGN', registeredOn: new Date('2026-03-02T00:00:00Z') })).toEqual({
      dueDate: new Date('2026-04-01T00:00:00Z'),
    });
    expect(boiReportObligation({ formedIn: 'FOREIGN', registeredOn: null })).toBeNull();
  });

  it('keeps its source and the day it was last checked beside it', () => {
    expect(BOI_RULE_SOURCE.url).toMatch(/^https:\/\/www\.fincen\.gov\//);
    expect(BOI_RULE_SOURCE.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
