// The outbox: work written in the transaction that causes it, claimed and recorded by the relay.
export * from './outbox-entries'; // claiming due entries, recording outcomes, the pending backlog
