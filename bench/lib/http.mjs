// Timed HTTP requests for the benchmark sections (undici through global fetch, body read fully).

/**
 * One request; resolves with its status, wall time in ms and the headers that matter here.
 * Network errors resolve with status 0 so a load test counts them instead of crashing.
 */
export async function timedRequest(url, init = {}) {
  const start = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(120_000) });
    const body = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      ms: performance.now() - start,
      bytes: body.byteLength,
      retryAfter: response.headers.get('retry-after'),
      cache: response.headers.get('x-cache'),
      body,
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - start, bytes: 0, retryAfter: null, cache: null, error: String(error) };
  }
}

export function postJson(url, body, headers = {}) {
  return timedRequest(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
  });
}

/** Greetings that differ in words (so no cache can answer them) but are alike in length. */
export function distinctText(index, runTag) {
  const names = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum', 'Proseware', 'Wingtip'];
  return `You have reached ${names[index % names.length]}, office ${runTag} ${index}. Please leave a message after the tone.`;
}

/** Run `count` tasks with at most `concurrency` at a time; resolves with their results in order. */
export async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
