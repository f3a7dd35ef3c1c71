// Notices: the client's emails about money and what they pay for (queued with the change, sent by the worker).
export * from './client-notices'; // the notices, queued in the change's transaction
export * from './deliver-client-notice'; // a notice's email, sent once
export * from './send-email-once'; // any email sent once per key
