/** Reads how many seconds to wait from `Retry-After` (seconds or HTTP date), else the rate-limit reset headers. */
export function readRetryAfterSeconds(
  headers: Headers,
  now: number = Date.now(),
): number | undefined {
  return (
    readRetryAfter(headers.get('retry-after'), now) ??
    readResetHeader(headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset'), now)
  );
}

function readRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A reset header holds either epoch seconds (or milliseconds) or, when small, seconds from now. */
function readResetHeader(value: string | null, now: number): number | undefined {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const number = Number(value);
  if (number >= 1e12) return Math.max(0, Math.ceil((number - now) / 1000));
  if (number >= 1e9) return Math.max(0, Math.ceil(number - now / 1000));
  return Math.ceil(number);
}
