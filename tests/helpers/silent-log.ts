// A logger that drops everything, for the services and workers a test builds.
import type { Log } from '../../platform/infra/log';

export const silentLog: Log = { debug() {}, info() {}, warn() {}, error() {} };
