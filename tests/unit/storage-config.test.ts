// Which file store the settings select: the local disk by default, S3 only with all four S3 settings.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createFileStore, describeStorage } from '../../platform/infra/files';

const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'formation-files',
  S3_ACCESS_KEY_ID: 'access',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};

describe('storage settings', () => {
  it('uses the local disk under STORAGE_DIR without S3 settings', async () => {
    const config = loadConfig({ STORAGE_DIR: '/tmp/files' });
    expect(config.s3).toBeUndefined();
    const store = createFileStore(config);
    expect(store.kind).toBe('local');
    expect(store.description).toBe('local disk /tmp/files');
    expect(describeStorage(config)).toBe(store.description);
  });

  it('selects S3 with all four settings, path-style and us-east-1 by default', async () => {
    const config = loadConfig(S3);
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'formation-files',
      region: 'us-east-1',
      accessKeyId: 'access',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
    const store = createFileStore(config);
    expect(store.kind).toBe('s3');
    expect(store.description).toBe('S3 bucket formation-files at http://127.0.0.1:9000');
    expect(store.description).not.toContain('secret');
    expect(describeStorage(config)).toBe(store.description);
    await store.close();
  });

  it('reads S3_REGION and S3_FORCE_PATH_STYLE=false', () => {
    const config = loadConfig({ ...S3, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'false' });
    expect(config.s3).toMatchObject({ region: 'eu-west-3', forcePathStyle: false });
  });

  it('refuses a partial set, naming what is missing', () => {
    expect(() =>
      loadConfig({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: S3.S3_BUCKET, S3_SECRET_ACCESS_KEY: ' ' }),
    ).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY not set/);
  });
});
