import { describe, expect, test } from 'vitest';

import {
  actionTypes,
  buildApiActionRequest,
  findActionDefinition,
  isHttpUrl,
  isSafeDeepLinkUrl,
  normaliseDeepLinkUrl,
  normaliseHttpUrl,
  parseButtonAction,
} from '../index.js';

describe('given an apiAction', () => {
  test('accepts PUT, PATCH and DELETE and rejects GET', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(
        parseButtonAction({ actionType: 'apiAction', url: 'https://example.org', method }).success,
      ).toBe(true);
    }
    expect(
      parseButtonAction({ actionType: 'apiAction', url: 'https://example.org', method: 'GET' }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/method', code: 'invalid_value' }],
    });
  });

  test.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.org',
    '/relative',
  ])('rejects the url %s', (url) => {
    expect(parseButtonAction({ actionType: 'apiAction', url })).toMatchObject({
      success: false,
      issues: [{ pointer: '/url' }],
    });
  });

  test.each([
    ['http:/account/delete', 'absolute URL with a host'],
    ['http:account/delete', 'absolute URL with a host'],
    ['https:/example.org', 'absolute URL with a host'],
    ['//example.org/hook', 'not an absolute URL'],
    ['http:///example.org/hook', 'absolute URL with a host'],
    ['http:\\\\example.org\\hook', 'backslash'],
    ['https://example.org\\hook', 'backslash'],
    ['https://user:secret@example.org/hook', 'user name or password'],
    ['https://@example.org/hook', 'user name or password'],
    [' https://example.org/hook', 'spaces, line breaks or control characters'],
    ['https://example.org/hook\n', 'spaces, line breaks or control characters'],
    ['https://exa\tmple.org/hook', 'spaces, line breaks or control characters'],
    ['https://example.org/a b', 'spaces, line breaks or control characters'],
    ['https://example.org/\u0085', 'spaces, line breaks or control characters'],
  ])('refuses the url %j, which a browser would not send as checked', (url, reason) => {
    for (const actionType of ['apiAction', 'urlNavigation', 'deepLinkAction']) {
      const result = parseButtonAction({ actionType, url });
      expect(result).toMatchObject({
        success: false,
        issues: [{ pointer: '/url', code: 'invalid_url' }],
      });
      expect(!result.success && result.issues[0]?.message).toContain(reason);
    }
    expect(isHttpUrl(url)).toBe(false);
    expect(normaliseHttpUrl(url)).toBeUndefined();
    expect(isSafeDeepLinkUrl(url)).toBe(false);
    expect(normaliseDeepLinkUrl(url)).toBeUndefined();
  });

  test('accepts absolute http(s) URLs and sends their normalised form', () => {
    for (const url of [
      'https://example.org',
      'HTTP://Example.org:8080/a?b=1#c',
      'https://[::1]/x',
    ]) {
      expect(parseButtonAction({ actionType: 'apiAction', url }).success).toBe(true);
      expect(isHttpUrl(url)).toBe(true);
    }
    const request = buildApiActionRequest(
      { actionType: 'apiAction', url: 'HTTPS://Example.org/a/../hook' },
      {},
    );
    expect(request.url).toBe('https://example.org/hook');
  });

  test('shows a long url cut short in its issue', () => {
    const url = `https://example.org/${'a'.repeat(50_000)} `;
    const result = parseButtonAction({ actionType: 'apiAction', url });
    expect(result).toMatchObject({ success: false, issues: [{ code: 'invalid_url' }] });
    expect(!result.success && result.issues[0]!.message.length).toBeLessThan(400);
  });

  test('refuses to build a request for a url that does not pass the checks', () => {
    expect(() =>
      buildApiActionRequest({ actionType: 'apiAction', url: 'http:/account/delete' }, {}),
    ).toThrow(TypeError);
  });

  test('keeps deep links to their own rules', () => {
    expect(parseButtonAction({ actionType: 'deepLinkAction', url: 'myapp:/a b' }).success).toBe(
      true,
    );
  });

  test.each([
    [{ 'X Name': 'a' }, 'X Name', 'invalid_header_name'],
    [{ 'X-Émoji': 'a' }, 'X-Émoji', 'invalid_header_name'],
    [{ '': 'a' }, '', 'invalid_header_name'],
    [{ 'X-Token': 'a\r\nSet-Cookie: b' }, 'X-Token', 'invalid_header_value'],
    [{ 'X-Token': 'a\u0000' }, 'X-Token', 'invalid_header_value'],
    [{ 'X-Name': 'Zoë ✓' }, 'X-Name', 'invalid_header_value'],
  ])('refuses the headers %j, which fetch cannot send', (headers, name, code) => {
    expect(
      parseButtonAction({ actionType: 'apiAction', url: 'https://example.org', headers }),
    ).toMatchObject({ success: false, issues: [{ path: ['headers', name], code }] });
  });

  test('accepts headers fetch can send, Latin-1 and tabs included', () => {
    const headers = { 'X-Name': 'Zoë\tÅberg', Authorization: 'Bearer a.b-c_d~e+f/g=' };
    expect(
      parseButtonAction({ actionType: 'apiAction', url: 'https://example.org', headers }).success,
    ).toBe(true);
  });

  test('marks javascript: urls hidden by whitespace as unsafe', () => {
    expect(
      parseButtonAction({ actionType: 'urlNavigation', url: ' java\tscript:alert(1)' }),
    ).toMatchObject({
      success: false,
      issues: [{ code: 'unsafe_url' }],
    });
  });

  test('rejects header values that are not strings', () => {
    expect(
      parseButtonAction({
        actionType: 'apiAction',
        url: 'https://example.org',
        headers: { 'X-Count': 1 },
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/headers/X-Count' }],
    });
  });

  test('builds a dataKey request whose body carries the payload and the values under dataKey', () => {
    const request = buildApiActionRequest(
      {
        actionType: 'apiAction',
        url: 'https://example.org/hook',
        method: 'PUT',
        payload: { formId: 'f1' },
        headers: { 'X-Trace': 't' },
        dataKey: 'answers',
      },
      { name: 'Ada' },
      { bodyFormat: 'dataKey' },
    );
    expect(request).toEqual({
      url: 'https://example.org/hook',
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Trace': 't' },
      body: JSON.stringify({ formId: 'f1', answers: { name: 'Ada' } }),
    });
  });

  test('defaults to POST, and a dataKey body to the values under formData', () => {
    const request = buildApiActionRequest(
      { actionType: 'apiAction', url: 'https://example.org' },
      { a: '1' },
      { bodyFormat: 'dataKey' },
    );
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ formData: { a: '1' } });
  });

  test('lets the action set its own content type without sending the header twice', () => {
    const request = buildApiActionRequest(
      {
        actionType: 'apiAction',
        url: 'https://example.org',
        headers: { 'content-type': 'application/vnd.api+json' },
      },
      {},
    );
    expect(request.headers).toEqual({ 'content-type': 'application/vnd.api+json' });
  });

  test('adds the host context headers last', () => {
    const request = buildApiActionRequest(
      { actionType: 'apiAction', url: 'https://example.org' },
      {},
      { headers: { Authorization: 'Bearer t' } },
    );
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer t',
    });
  });
});

describe('given a urlNavigation or deepLinkAction', () => {
  test('requires a url on both', () => {
    expect(parseButtonAction({ actionType: 'urlNavigation' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/url' }],
    });
    expect(parseButtonAction({ actionType: 'deepLinkAction' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/url' }],
    });
  });

  test('allows app schemes for deep links but not for url navigation', () => {
    expect(
      parseButtonAction({ actionType: 'deepLinkAction', url: 'myapp://orders/1' }).success,
    ).toBe(true);
    expect(
      parseButtonAction({ actionType: 'urlNavigation', url: 'myapp://orders/1' }),
    ).toMatchObject({
      success: false,
      issues: [{ code: 'invalid_url' }],
    });
  });

  test('never allows javascript: or data: deep links', () => {
    expect(
      parseButtonAction({ actionType: 'deepLinkAction', url: 'JavaScript:alert(1)' }),
    ).toMatchObject({ success: false, issues: [{ code: 'unsafe_url' }] });
    expect(
      parseButtonAction({ actionType: 'deepLinkAction', url: 'data:text/html,x' }),
    ).toMatchObject({ success: false, issues: [{ code: 'unsafe_url' }] });
  });

  test('opens the normalised form of a deep link, whatever its scheme', () => {
    expect(normaliseDeepLinkUrl('myapp://orders/1')).toBe('myapp://orders/1');
    expect(normaliseDeepLinkUrl('myapp:/a b')).toBe('myapp:/a%20b');
    expect(normaliseDeepLinkUrl('mailto:a@example.org')).toBe('mailto:a@example.org');
    expect(normaliseDeepLinkUrl('HTTPS://Example.org/a/../orders')).toBe(
      'https://example.org/orders',
    );
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', '/orders', 'orders/1'])
      expect(normaliseDeepLinkUrl(url)).toBeUndefined();
  });

  test('tells safe URLs from unsafe ones for renderers', () => {
    expect(isHttpUrl('https://example.org')).toBe(true);
    expect(isHttpUrl('mailto:a@example.org')).toBe(false);
    expect(isSafeDeepLinkUrl('myapp://x')).toBe(true);
    expect(isSafeDeepLinkUrl('javascript:void 0')).toBe(false);
    expect(isSafeDeepLinkUrl('not a url')).toBe(false);
  });
});

test('only the link actions open a link, which a goal of any interaction would count', () => {
  const links = actionTypes.filter((type) => findActionDefinition(type)?.opensLink === true);
  expect(links).toEqual(['urlNavigation', 'deepLinkAction']);
});
