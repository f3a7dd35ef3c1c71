// MinIO for the storage tests: the pinned build in .data/bin, built here when Go is present (about 2.5 minutes
// once). Skipped with a printed reason only where Go is absent and nothing is built; CI must have it.
import { builtTool, installGoTool, MINIO } from '../../scripts/go-tools/go-tool';
import { findGo } from '../../scripts/temporal/cli';

export { type MinioServer, startMinio } from '../../scripts/go-tools/minio-server';

/** Decided synchronously so `describe.skipIf` can use it. */
export function minioAvailability(): { available: true } | { available: false; reason: string } {
  if (builtTool(MINIO) || findGo()) return { available: true };
  const reason = 'MinIO is not built and Go is absent (install Go, then `npx tsx scripts/go-tools-install.ts minio`)';
  if (process.env.CI) throw new Error(`The S3 storage tests cannot run in CI: ${reason}`);
  return { available: false, reason };
}

/** The MinIO binary, built first when missing (allow minutes for that in the calling hook). */
export async function minioBinary(): Promise<string> {
  const outcome = await installGoTool(MINIO, (line) => console.log(`minio | ${line}`), { quiet: true });
  if (outcome.kind === 'present' || outcome.kind === 'built') return outcome.path;
  throw new Error(outcome.message);
}
