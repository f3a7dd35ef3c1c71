// The production DocumentGenerator: jobs on the document-generation queue, awaited until rendered.
import type { Config } from '../../api/config';
import type { DocumentGenerator } from './documents';

export function createQueueDocumentGenerator(_config: Config): DocumentGenerator & { close(): Promise<void> } {
  return {
    async generate() {
      throw new Error('The document-generation queue is not available yet');
    },
    async close() {},
  };
}
