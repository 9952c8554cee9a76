import { readFileSync } from 'node:fs';
import Koa from 'koa';

// The benchmark's ceiling: a bare Koa app answering every request with the same bytes (the body
// of BENCH_BODY_FILE, as BENCH_CONTENT_TYPE) that the real server answers for the case measured.
const body = readFileSync(process.env.BENCH_BODY_FILE ?? '');
const type = process.env.BENCH_CONTENT_TYPE ?? 'application/json';
const app = new Koa();
app.use((ctx) => {
  ctx.type = type;
  ctx.body = body;
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
