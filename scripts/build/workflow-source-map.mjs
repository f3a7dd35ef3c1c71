// The source map inside the prebuilt workflow bundle, trimmed to what the worker needs (scripts/build/server.mjs).

/**
 * The workflow bundle with its inline source map kept (the worker requires one, and stack traces in the Temporal UI
 * still point at every file and line) but holding the text of the project's own sources only: the libraries' text
 * was two thirds of the bundle, and the worker decodes and keeps it in memory.
 */
export function withoutLibrarySources(code) {
  const marker = '//# sourceMappingURL=data:application/json';
  const at = code.lastIndexOf(marker);
  const base64 = code.indexOf('base64,', at);
  if (at < 0 || base64 < 0) throw new Error('the workflow bundle has no inline source map');
  const map = JSON.parse(Buffer.from(code.slice(base64 + 'base64,'.length).trim(), 'base64').toString());
  map.sourcesContent = map.sources.map((source, index) =>
    /[\\/]node_modules[\\/]/.test(source) ? null : (map.sourcesContent?.[index] ?? null),
  );
  return `${code.slice(0, at)}${marker};base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}
