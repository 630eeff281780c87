// A stand-in for `firebase emulators:start` in tests of services.mjs: reads the ports from the
// --config file it is given and answers like the Auth emulator's two endpoints the start uses.
// FAKE_EMULATOR_FAILURES=N with FAKE_EMULATOR_COUNTER=file: the first N starts print a line and
// exit with code 3 before listening, as an emulator that lost its port would.
// FAKE_EMULATOR_AUTH_WARMUP=N: the first N Auth API requests get a 503 while `/` already answers,
// as a real emulator still loading its routes does; FAKE_EMULATOR_LOG=file records each request.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const configPath = process.argv[process.argv.indexOf('--config') + 1];
const { emulators } = JSON.parse(readFileSync(configPath, 'utf8'));
const counterFile = process.env.FAKE_EMULATOR_COUNTER;
const failures = Number(process.env.FAKE_EMULATOR_FAILURES ?? 0);
const starts = counterFile && existsSync(counterFile) ? Number(readFileSync(counterFile, 'utf8')) + 1 : 1;
if (counterFile) writeFileSync(counterFile, String(starts));
if (starts <= failures) {
  console.error(`fake emulator: port ${emulators.auth.port} is taken (start ${starts})`);
  process.exit(3);
}
let authWarmup = Number(process.env.FAKE_EMULATOR_AUTH_WARMUP ?? 0);
const requestLog = process.env.FAKE_EMULATOR_LOG;
http
  .createServer((request, response) => {
    if (requestLog) appendFileSync(requestLog, `${request.method} ${request.url}\n`);
    if (request.url?.startsWith('/identitytoolkit.googleapis.com/') && authWarmup > 0) {
      authWarmup -= 1;
      response.writeHead(503, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'loading' } }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, url: request.url }));
  })
  .listen(emulators.auth.port, emulators.auth.host);
process.on('SIGTERM', () => process.exit(0));
