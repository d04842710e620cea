// @vitest-environment node
import { surveyMessage } from '@chatforms/fixtures';
import { InteractiveForm } from '@chatforms/react';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';

// A server has no window. Rendered where one exists, react-hook-form picks useLayoutEffect, which
// React 18's server renderer warns about; a real server never sees that.
test('renders a form to HTML on the server without a warning', () => {
  const error = vi.spyOn(console, 'error');
  expect(typeof window).toBe('undefined');
  const html = renderToString(<InteractiveForm message={surveyMessage} />);
  expect(html).toContain('Quick survey');
  expect(html).toContain('<form');
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});
