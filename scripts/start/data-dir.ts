// Where `npm start` keeps what its services write (the embedded database, Temporal's state, Mailpit's messages,
// Redis's data, the generated session secret): START_DATA_DIR, .data by default. The built tools stay in .data/bin.
import path from 'node:path';
import { loadConfig } from '../../platform/config';
import { ROOT } from './processes';

const DATA_DIR = path.resolve(ROOT, loadConfig().startDataDir);

/** A folder or file under the data folder, and how messages show it (relative to the checkout when inside it). */
export function dataPath(...parts: string[]): { path: string; shown: string } {
  const full = path.join(DATA_DIR, ...parts);
  const relative = path.relative(ROOT, full);
  return { path: full, shown: relative.startsWith('..') ? full : relative };
}
