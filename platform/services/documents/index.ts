// Documents: the asset library (uploads, versions, sharing), generated documents and their instruments, and
// electronic signatures.
export * from './asset-areas'; // which assets a staff role may reach
export * from './asset-uploads'; // an upload streamed to staging, checked, then stored and recorded
export * from './asset-versions'; // a stored file recorded as a versioned asset
export * from './assets'; // the asset library's lookups and changes
export * from './client-documents'; // which files a client may see
export * from './content-sniffer'; // what a staged file really is
export * from './document-versions'; // a batch of generated documents recorded as versions
export * from './e-signatures'; // documents waiting for a signature, and storing one
export * from './generated-documents'; // the rows of document-generation jobs
export * from './instruments'; // the Asset Factory's instruments
export * from './order-certificates'; // a good-standing order's certificate upload
export * from './scan-pdf'; // a signed scan must be a readable PDF
export * from './signature-requests'; // signature requests offered and voided
export * from './signed-pdf'; // the signed PDF with its certificate of completion
