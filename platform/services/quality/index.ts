// Quality testing: suites, runs, their execution by the worker, the metrics they produce and the probe session.
export * from './quality-execution'; // the worker's side of a run
export * from './quality-metrics'; // metrics and the health check
export * from './quality-probe'; // the security suite's probe session rows
export * from './quality-runs'; // starting runs, one pending per suite
export * from './quality-suites'; // suites and the runs listed for the screen
