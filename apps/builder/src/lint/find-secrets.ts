/** Key names that hold secrets once their punctuation and case are dropped (`api_key`, `X-Auth-Token`). */
const secretKeyParts = [
  'password',
  'passwd',
  'secret',
  'token',
  'apikey',
  'authorization',
  'privatekey',
  'accesskey',
  'credential',
  'sessionid',
  'cookie',
];

/** Values that are secrets whatever their key: bearer tokens, live/test secret keys, JWTs and the like. */
const secretValues: [RegExp, string][] = [
  [/^bearer\s+\S{6,}/i, 'a bearer token'],
  [/^basic\s+[A-Za-z0-9+/=]{8,}$/i, 'basic credentials'],
  [/^(sk|rk)_(live|test)_[A-Za-z0-9]{8,}/, 'a secret API key'],
  [/^eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*$/, 'a JSON Web Token'],
  [/^gh[pousr]_[A-Za-z0-9]{20,}$/, 'a GitHub token'],
  [/^xox[abprs]-[A-Za-z0-9-]{10,}$/, 'a Slack token'],
  [/^AKIA[0-9A-Z]{16}$/, 'an AWS access key'],
  [/^AIza[0-9A-Za-z_-]{35}$/, 'a Google API key'],
];

/** True when a key's name says it holds a secret. */
export function isSecretKey(key: string): boolean {
  const plain = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return secretKeyParts.some((part) => plain.includes(part));
}

/** What kind of secret a value looks like, or undefined when it does not look like one. */
export function describeSecretValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return secretValues.find(([pattern]) => pattern.test(value.trim()))?.[1];
}

/** One place in a JSON value that holds a secret, by key or by value. */
export interface SecretPlace {
  path: (string | number)[];
  reason: string;
}

/** Lists the places in a JSON value (objects and arrays, to a depth of 8) that hold secrets. */
export function findSecrets(value: unknown, path: (string | number)[] = []): SecretPlace[] {
  if (path.length > 8 || value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]): SecretPlace[] => {
    const at = [...path, key as string | number];
    const valueKind = describeSecretValue(item);
    if (valueKind !== undefined) return [{ path: at, reason: `its value looks like ${valueKind}` }];
    const filled = (typeof item === 'string' && item.trim() !== '') || typeof item === 'number';
    if (typeof key === 'string' && isSecretKey(key) && filled) {
      return [{ path: at, reason: `its name "${key}" says it is a secret` }];
    }
    return findSecrets(item, at);
  });
}
