// A document request that can never render (unknown template, no entity name, not an order document): each caller
// turns it into its own "do not retry", BullMQ's UnrecoverableError or Temporal's non-retryable failure.
export class DocumentRefused extends Error {
  override name = 'DocumentRefused';
}
