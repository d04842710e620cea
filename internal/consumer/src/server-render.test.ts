import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, inject, test } from 'vitest';

import { createTestForm } from './create-test-form.js';
import { runCommand } from './run-command.js';

// A plain Node script in each app, as a consumer's server would render: the tarball's dist with the
// app's own React, no bundler, no test environment.
const { apps } = inject('consumer');
const message = createTestForm({
  submitUrl: 'https://example.org/lunch',
  helpUrl: 'https://example.org/menu',
});
const script = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { InteractiveForm } from '@chatforms/react';

const message = ${JSON.stringify(message)};
process.stdout.write(renderToString(createElement(InteractiveForm, { message })));
`;

test.each([19, 18] as const)(
  'renderToString gives the form HTML on React %i, with nothing on stderr',
  async (react) => {
    writeFileSync(join(apps[react], 'render.mjs'), script);
    const result = await runCommand(process.execPath, ['render.mjs'], { cwd: apps[react] });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // The form sits in a Suspense boundary of its own, where a form with dates waits for its code.
    expect(result.stdout).toMatch(/^<!--\$--><div[^>]*class="chatforms[^"]*"/);
    expect(result.stdout).toMatch(/<\/div><!--\/\$-->$/);
    expect(result.stdout).toContain('<form');
    expect(result.stdout).toMatch(/<input[^>]*type="text"/);
    expect(result.stdout).toContain('<select');
    expect(result.stdout).toContain('Lunch order');
    expect(result.stdout).toContain('Order');
  },
);
