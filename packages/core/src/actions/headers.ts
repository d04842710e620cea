import { addCheckIssue } from '../check.js';

type Context = Parameters<typeof addCheckIssue>[0];

/** RFC 9110's token: the only characters fetch accepts in a header name. */
const headerNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/u;

/** fetch accepts tab, visible ASCII, space and Latin-1 in a value; line breaks and NUL make it throw. */

const headerValuePattern = /^[\t\u0020-\u007e\u0080-\u00ff]*$/u;

/** Reports every header that fetch would refuse to send, by name, under `headers`. */
export function checkHeaders(headers: Record<string, string>, context: Context): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!headerNamePattern.test(name)) {
      addCheckIssue(
        context,
        [name],
        'invalid_header_name',
        `header name ${JSON.stringify(name)} is not an HTTP token (letters, digits and !#$%&'*+-.^_\`|~ only)`,
      );
    } else if (!headerValuePattern.test(value)) {
      addCheckIssue(
        context,
        [name],
        'invalid_header_value',
        `header "${name}" cannot be sent: values may hold only visible ASCII, spaces, tabs and Latin-1 characters, no line breaks`,
      );
    }
  }
}
