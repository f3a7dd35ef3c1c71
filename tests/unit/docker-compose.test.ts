// docker-compose.yml cannot be run here (no Docker engine): this parses it and checks what the app relies on. The
// one-shot registers exactly the onboarding workflow's search attributes with their types, in the app's namespace,
// before the app starts; the settings operators tune (mail room escalation, metrics ports) reach the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { searchAttributeDefinitions } from '../../workflows/search-attributes';

interface Service {
  image?: string;
  volumes?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(path.join(import.meta.dirname, '../../docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const { services } = compose;

describe('docker-compose.yml', () => {
  it('every dependency names a service', () => {
    for (const [name, service] of Object.entries(services))
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
  });

  it('registers the onboarding search attributes, with their types, before the app starts', () => {
    const oneShot = services['temporal-search-attributes'];
    expect(oneShot.image).toMatch(/^temporalio\/admin-tools:/);
    expect(oneShot.depends_on?.temporal.condition).toBe('service_healthy');
    const script = oneShot.entrypoint?.at(-1) ?? '';
    const created = [...script.matchAll(/--name (\w+) --type (\w+)/g)].map(([, name, type]) => `${name}=${type}`);
    expect(created.sort()).toEqual(searchAttributeDefinitions().sort());
    // The "already there" check of a second `up` names each of them too.
    for (const definition of searchAttributeDefinitions()) expect(script).toContain(definition.split('=')[0]);
    expect(services.app.depends_on?.['temporal-search-attributes'].condition).toBe('service_completed_successfully');
    // The same namespace as the app, created by the server's setup.
    expect(oneShot.environment?.TEMPORAL_NAMESPACE).toBe(services.app.environment?.TEMPORAL_NAMESPACE);
    expect(services.temporal.environment?.DEFAULT_NAMESPACE).toBe(services.app.environment?.TEMPORAL_NAMESPACE);
  });

  it('passes the mail room escalation and the metrics settings to the app', () => {
    const env = services.app.environment ?? {};
    for (const name of [
      'MAILROOM_ESCALATION_MS',
      'METRICS_HOST',
      'METRICS_PORT',
      'WORKER_METRICS_PORT',
      'TEMPORAL_METRICS_PORT',
    ])
      expect(env[name], name).toMatch(new RegExp(`^\\$\\{${name}:-`));
  });

  it('gives the Temporal server the dynamic configuration the dev server gets: eager activity dispatch', () => {
    const temporal = services.temporal;
    const configPath = temporal.environment?.DYNAMIC_CONFIG_FILE_PATH ?? '';
    const mount = (temporal.volumes ?? []).find((volume) => volume.split(':')[1]?.endsWith(configPath));
    expect(mount, 'a volume mounted at DYNAMIC_CONFIG_FILE_PATH').toBeDefined();
    const file = path.join(import.meta.dirname, '../..', mount!.split(':')[0]);
    const config = parse(readFileSync(file, 'utf8')) as Record<string, { value: unknown }[]>;
    expect(config['system.enableActivityEagerExecution']).toEqual([{ value: true }]);
  });
});
