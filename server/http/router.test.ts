import { describe, expect, it } from 'vitest';
import { createApiRouter, routerOf, type ApiRouter } from './router';

const answer = (body: string) => (ctx: { body: unknown }) => {
  ctx.body = body;
};

/** The paths of the routes the router would run for `path` with `method`, in the order it runs them. */
const runs = (router: ApiRouter, path: string, method = 'GET') =>
  router.match(path, method).pathAndMethod.map((layer) => String(layer.path));

describe('routerOf', () => {
  it('matches a literal segment before a parameter, whatever the order of declaration', () => {
    const byId = (router: ApiRouter) => router.get('/admin/things/:id', answer('one'));
    const counts = (router: ApiRouter) => router.get('/admin/things/counts', answer('counts'));
    for (const modules of [
      [byId, counts],
      [counts, byId],
    ]) {
      const router = routerOf(modules);
      expect(runs(router, '/api/admin/things/counts')).toEqual(['/api/admin/things/counts', '/api/admin/things/:id']);
      expect(runs(router, '/api/admin/things/7')).toEqual(['/api/admin/things/:id']);
    }
  });

  it('keeps the declared order of the routes of one path', () => {
    const router = routerOf([
      (r) => r.put('/things/:id', answer('put')),
      (r) => r.get('/things/:id', answer('get')),
      (r) => r.delete('/things/:id', answer('delete')),
    ]);
    const plain = createApiRouter();
    plain.put('/things/:id', answer('put')).get('/things/:id', answer('get')).delete('/things/:id', answer('delete'));
    const methods = (r: ApiRouter) => r.stack.map((layer) => layer.methods.join(','));
    expect(methods(router)).toEqual(methods(plain));
  });
});
