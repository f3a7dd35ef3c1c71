// One prom-client registry per process, with Node.js process metrics (CPU, memory, event loop lag, GC) and a
// `process_role` label telling the API from the worker when both are scraped.
import { collectDefaultMetrics, Registry } from 'prom-client';

export function createMetricsRegistry(role: 'api' | 'worker'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ process_role: role });
  collectDefaultMetrics({ register: registry });
  return registry;
}
