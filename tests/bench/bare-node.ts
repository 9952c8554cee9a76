import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The benchmark's ceiling: a bare node:http server answering every request with the very answer
// the real server gave for the case measured — its status, its response head (every header but
// the ones Node writes itself) and its body (BENCH_ANSWER_FILE, written by the benchmark).
interface RecordedAnswer {
  status: number;
  headers: Array<[string, string]>;
  bodyFile: string;
}

const answer = JSON.parse(readFileSync(process.env.BENCH_ANSWER_FILE ?? '', 'utf8')) as RecordedAnswer;
const body = readFileSync(answer.bodyFile);
const head = answer.headers.flat();
createServer((_req, res) => {
  res.writeHead(answer.status, head);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
