// `npm run partner-api:types`: writes the TypeScript types of the partner API into the SDK (sdk/src/schema.ts, and
// the version it sends) from its OpenAPI document, with openapi-typescript; partners' code and our tests call the API
// through them with openapi-fetch. A test checks the committed files are current.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../api/app';
import { CURRENT_API_VERSION } from '../domain/partner-api/versions';
import { loadConfig } from '../platform/config';
import { createPrisma } from '../platform/infra/prisma';
import { createRedis } from '../platform/infra/redis';

/** The types (in the SDK, a package of its own, which our tests import too) and the version the SDK sends. */
export const SDK_TYPES_FILE = path.resolve(import.meta.dirname, '..', 'sdk', 'src', 'schema.ts');
export const SDK_VERSION_FILE = path.resolve(import.meta.dirname, '..', 'sdk', 'src', 'version.ts');

export const sdkVersionModule = () =>
  `// Written by npm run partner-api:types: the API version this SDK's types were generated for.\nexport const API_VERSION = '${CURRENT_API_VERSION}';\n`;

/** The types for the document the app serves (nothing is connected: the document needs no service). */
export async function partnerApiTypes(): Promise<string> {
  const config = loadConfig({ ...process.env, PUBLIC_URL: 'https://formation.example' });
  const db = createPrisma(config.databaseUrl);
  const redis = createRedis(config.redisUrl, 'partner-api-types');
  const app = await buildApp({ config, db, redis, temporal: null, stripe: null });
  try {
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as OpenAPI3;
    return await openapiTS(document, { exportType: false });
  } finally {
    await app.close();
    redis.disconnect();
    await db.$disconnect();
  }
}

if (process.argv[1] === import.meta.filename) {
  const types = await partnerApiTypes();
  writeFileSync(SDK_TYPES_FILE, types);
  writeFileSync(SDK_VERSION_FILE, sdkVersionModule());
  for (const file of [SDK_TYPES_FILE, SDK_VERSION_FILE])
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
