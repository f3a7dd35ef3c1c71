// The audit log: its one writer, the staff's view of it and its CSV export.
export * from './audit'; // recordAudit, the one writer of audit entries
export * from './audit-export'; // the export's rows, read page by page with SQL
export * from './audit-log'; // a page of entries and the stat tiles
