import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';

describe.each(testDatabaseKinds())('GET /api/health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const response = await new ApiClient(server.baseUrl).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 with a JSON error, and no library detail, when the database is gone', async () => {
    const spare = await startTestServer(kind);
    await spare.db.sequelize.close();
    const response = await new ApiClient(spare.baseUrl).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'The database cannot be reached' });
    await spare.close().catch(() => undefined);
  });
});
