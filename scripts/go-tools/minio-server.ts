// A MinIO server of our own: the pinned build from .data/bin on free ports, its data in a folder, one bucket
// created. Used by the storage tests and the soak (SOAK_STORAGE=s3).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../platform/config';
import { createS3Client } from '../../platform/infra/files/s3-file-store';
import { freePort, stopChild } from '../temporal/dev-server';

export interface MinioServer {
  endpoint: string;
  settings: S3Settings;
  /** The same settings as S3_* environment variables, for a child process. */
  env: Record<string, string>;
  /** A further bucket on the same server (another install sharing it, or a test of its own). */
  createBucket(name: string): Promise<void>;
  stop(): Promise<void>;
}

async function waitReady(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`MinIO exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(`${endpoint}/minio/health/ready`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`MinIO did not become ready in 30 s: ${output()}`);
}

export async function startMinio(options: { binary: string; dataDir: string; bucket?: string }): Promise<MinioServer> {
  const [port, consolePort] = [await freePort(), await freePort()];
  const accessKeyId = `test-${randomBytes(4).toString('hex')}`;
  const secretAccessKey = randomBytes(20).toString('hex');
  const child = spawn(
    options.binary,
    [
      'server',
      options.dataDir,
      '--address',
      `127.0.0.1:${port}`,
      '--console-address',
      `127.0.0.1:${consolePort}`,
      '--quiet',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        MINIO_ROOT_USER: accessKeyId,
        MINIO_ROOT_PASSWORD: secretAccessKey,
        MINIO_BROWSER: 'off',
        MINIO_UPDATE: 'off',
      },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child, 5000);
  try {
    await waitReady(endpoint, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  const settings: S3Settings = {
    endpoint,
    bucket: options.bucket ?? 'formation-files',
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  const createBucket = async (name: string) => {
    await client.send(new CreateBucketCommand({ Bucket: name }));
  };
  await createBucket(settings.bucket);
  return {
    endpoint,
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    createBucket,
    async stop() {
      client.destroy();
      await stop();
    },
  };
}
