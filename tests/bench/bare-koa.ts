import { readFileSync } from 'node:fs';
import Koa from 'koa';

// The benchmark's ceiling: a bare Koa app answering every request with the same members JSON bytes.
const body = readFileSync(process.env.BENCH_BODY_FILE ?? '');
const app = new Koa();
app.use((ctx) => {
  ctx.type = 'application/json';
  ctx.body = body;
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
