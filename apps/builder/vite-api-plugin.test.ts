// @vitest-environment node
import { fileURLToPath } from 'node:url';

import { createServer, defaultServerConditions } from 'vite';
import { expect, test } from 'vitest';

import { builderApiPlugin } from './vite-api-plugin.js';

const root = fileURLToPath(new URL('.', import.meta.url));

test('vite dev forbids framing its page and the API it serves from the server source', async () => {
  const server = await createServer({
    configFile: false,
    root,
    plugins: [builderApiPlugin()],
    ssr: { resolve: { conditions: ['@chatforms/source', ...defaultServerConditions] } },
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'silent',
  });
  try {
    await server.listen();
    const base = server.resolvedUrls!.local[0]!;
    const answers = await Promise.all(['', 'api/config'].map((path) => fetch(base + path)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
      expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    }
  } finally {
    await server.close();
  }
});
