import { describe, expect, it } from 'vitest';
import { findService, matchRoute, type Route, type Service } from './routes.ts';

const service = (prefix: string): Service => ({ prefix, handle: async () => {} });
const auth = service('/auth/v1');
const rest = service('/rest/v1');
const storage = service('/storage/v1');

describe('findService', () => {
  it.each([
    ['/auth/v1/token', auth, '/token'],
    ['/auth/v1', auth, ''],
    ['/auth/v1/', auth, ''],
    ['/rest/v1/news_items//', rest, '/news_items'],
    ['/rest/v1//news_items', rest, '//news_items'],
    ['/storage/v1/object/public/logo.png', storage, '/object/public/logo.png'],
  ])('%s goes to its service with the path below the prefix', (pathname, expected, path) => {
    expect(findService([auth, rest, storage], pathname)).toEqual({ service: expected, path });
  });

  it.each(['/', '/auth', '/auth/v1x', '/authx/v1/token', '/realtime/v1/websocket', '/storage/v1/object'])(
    '%s belongs to no service of [auth, rest]',
    (pathname) => {
      expect(findService([auth, rest], pathname)).toBeUndefined();
    },
  );
});

describe('matchRoute', () => {
  const routes: Route<string>[] = [
    { method: 'GET', path: '/admin/users', handler: 'list' },
    { method: 'GET', path: '/admin/users/:id', handler: 'one' },
    { method: 'DELETE', path: '/admin/users/:id', handler: 'delete' },
    { method: 'GET', path: '/object/:bucket/:name', handler: 'object' },
  ];

  it.each([
    ['GET', '/admin/users', 'list', {}],
    ['GET', '/admin/users/7f1c', 'one', { id: '7f1c' }],
    ['DELETE', '/admin/users/7f1c', 'delete', { id: '7f1c' }],
    ['GET', '/admin/users/a%20b', 'one', { id: 'a%20b' }],
    ['GET', '/object/public/logo.png', 'object', { bucket: 'public', name: 'logo.png' }],
  ])('%s %s → %s %j', (method, path, handler, params) => {
    expect(matchRoute(routes, method, path)).toEqual({ handler, params });
  });

  it.each([
    ['POST', '/admin/users/7f1c'],
    ['HEAD', '/admin/users'],
    ['GET', '/admin/users/'],
    ['GET', '/admin/users//'],
    ['GET', '/admin/users/7f1c/sessions'],
    ['GET', '/admin'],
    ['get', '/admin/users'],
  ])('%s %s matches nothing', (method, path) => {
    expect(matchRoute(routes, method, path)).toBeUndefined();
  });
});
