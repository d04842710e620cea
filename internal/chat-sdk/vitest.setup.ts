import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after one second by default; CI runs every suite side by side on
// two cores, where a render can take longer than that. A wait that succeeds returns at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
