/**
 * Reads a response body as JSON for assertions; typed loosely because the tests check its shape themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readResponseJson(response: Response): Promise<any> {
  return response.json();
}
