import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  path: string;
  connections: number;
  /** Sends the admin's bearer token. */
  isAuthenticated: boolean;
  /** The target for p95; without one the line is for information. */
  metaP95Ms?: number;
};

export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  errors: number;
  non2xx: number;
};

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** autocannon reports p97.5 but not p95, so latencies are collected per response and ranked here. */
export async function measure(baseUrl: string, scenario: Scenario, token: string, seconds: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${scenario.path}`,
        connections: scenario.connections,
        duration: seconds,
        headers: scenario.isAuthenticated ? { authorization: `Bearer ${token}` } : {},
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  } satisfies Measurement;
}
