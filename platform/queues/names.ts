// The name of every BullMQ queue, in one place: the worker runs them, the API's queue board and the metrics
// read them, and neither may import the other's code.
export const DOCUMENT_GENERATION_QUEUE = 'document-generation';
export const QUALITY_QUEUE = 'quality-runs';
export const COMPLIANCE_QUEUE = 'compliance';
export const MAINTENANCE_QUEUE = 'maintenance';

export const ALL_QUEUES = [DOCUMENT_GENERATION_QUEUE, QUALITY_QUEUE, COMPLIANCE_QUEUE, MAINTENANCE_QUEUE] as const;
