// Written by npm run partner-api:types: the API version this SDK's types were generated for.
export const API_VERSION = '2026-12-01';
