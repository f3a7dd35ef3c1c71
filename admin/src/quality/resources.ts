// Quality testing's data provider resources, named after their API paths under /api (each answer wrapped in `data`).
export const QUALITY_SUITES = 'admin/quality/test-suites';
export const QUALITY_RUNS = 'admin/quality/test-runs';
export const QUALITY_METRICS = 'admin/quality/metrics';
