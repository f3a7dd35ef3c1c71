// Formed entities: what they are, what their page shows, the names they may take and what a completed order changes.
export * from './business-names'; // names checked against their state's rules and the names formed here
export * from './entities'; // an entity by id, and a client's own
export * from './entity-order-effects'; // what completing an order changes on its entity
export * from './entity-view'; // an entity as its page shows it
export * from './people'; // its people on record: officers, directors, managers and members over time
