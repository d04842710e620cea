import { TextControl } from '../components/form-controls.js';
import { readTestEndpoint } from './rewrite-for-test-submit.js';

/** The author's own endpoint for test submits: an absolute http(s) URL, explained when it is not. */
export function TestEndpointField({
  endpoint,
  onChange,
}: {
  endpoint: string;
  onChange: (endpoint: string) => void;
}) {
  const error =
    readTestEndpoint(endpoint) === undefined
      ? 'Enter an absolute URL such as https://api.example.com/submit; until then test submits get the sandbox’s 400.'
      : undefined;
  return (
    <TextControl
      label="Your endpoint"
      type="url"
      value={endpoint}
      error={error}
      hint="Test submits from the preview are sent here. It must allow requests from this page (CORS)."
      onChange={onChange}
    />
  );
}

/** Says who answered a test submit, for the preview's status line. */
export function describeTestAnswer(response: Response, own: boolean): string {
  const who = own ? 'Your endpoint' : 'The sandbox';
  return `${who} answered ${response.status}${response.ok ? ' (success)' : ''}.`;
}
