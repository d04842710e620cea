import { Agent, request as httpRequest } from 'node:http';

/** One submission's outcome: its final status and how long it took, retries included. */
export interface LoadResult {
  index: number;
  status: number;
  latencyMs: number;
  attempts: number;
}

/** Options of a bounded load run. */
export interface LoadOptions {
  url: string;
  total: number;
  connections: number;
  createBody: (index: number) => string;
  headers: Record<string, string>;
  /** Called once when this many submissions have been answered. */
  midway?: { after: number; run: () => Promise<void> };
  /** The run stops retrying after this long, whatever is left. */
  deadlineMs: number;
}

function post(agent: Agent, url: URL, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.end(body);
  });
}

/**
 * Sends `total` submissions over `connections` keep-alive connections. A request that fails on the
 * network (the service was killed) is sent again, the same body, as a client retrying would.
 */
export async function runLoad(
  options: LoadOptions,
): Promise<{ results: LoadResult[]; durationMs: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const results: LoadResult[] = [];
  const started = performance.now();
  let next = 0;
  let midway: Promise<void> | undefined;
  async function worker() {
    while (next < options.total) {
      const index = next++;
      const body = options.createBody(index);
      const begun = performance.now();
      let attempts = 0;
      let status = 0;
      while (status === 0 && performance.now() - started < options.deadlineMs) {
        attempts += 1;
        status = await post(agent, url, body, options.headers).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 25));
          return 0;
        });
      }
      results.push({ index, status, latencyMs: performance.now() - begun, attempts });
      if (options.midway && results.length === options.midway.after) midway = options.midway.run();
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker));
  await midway;
  agent.destroy();
  return { results, durationMs: performance.now() - started };
}

/** The latency percentile `p` (0–100) of the results, in ms. */
export function percentile(results: LoadResult[], p: number): number {
  const sorted = results.map((result) => result.latencyMs).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
