// Polls until a probe answers something truthy (and answers it), or fails after the timeout.
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, stepMs = 100) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
