// The life of an Instrument row: a saved form (draft), waiting for the worker (queued), then generated or failed.
export const INSTRUMENT_STATUSES = ['draft', 'queued', 'generated', 'failed'] as const;
export type InstrumentStatus = (typeof INSTRUMENT_STATUSES)[number];
