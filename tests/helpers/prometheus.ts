// Reads Prometheus text exposition in tests: the value of one series by its exact label set, in any order.
export function seriesValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = Object.fromEntries([...body.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.keys(found).length === wanted.length && wanted.every(([k, v]) => found[k] === v))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}
