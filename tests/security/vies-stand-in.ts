// A local stand-in for the EU's VIES REST API (POST /check-vat-number), answering the documented
// shapes: { valid, requestDate, … } for a known member state, { valid: false, userError } for a
// member state that is down, and an outage as a whole (5xx). Test-only.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ViesAnswer = 'valid' | 'invalid' | 'MS_UNAVAILABLE' | 'INVALID_INPUT';

export type ViesStandIn = {
  url: string;
  /** Answers by full VAT id ("DE123456789"); any other id is not registered. */
  answers: Map<string, ViesAnswer>;
  /** Every request body, in order. */
  requests: { countryCode: string; vatNumber: string }[];
  /** Answer every request with 503 (VIES down). */
  down: boolean;
  close: () => Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startViesStandIn(): Promise<ViesStandIn> {
  const state: ViesStandIn = {
    url: '',
    answers: new Map(),
    requests: [],
    down: false,
    close: async () => undefined,
  };
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.method !== 'POST' || req.url !== '/check-vat-number') return send(404, { error: 'not found' });
    if (state.down)
      return send(503, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
    const input = JSON.parse(raw) as { countryCode: string; vatNumber: string };
    state.requests.push(input);
    const answer = state.answers.get(`${input.countryCode}${input.vatNumber}`) ?? 'invalid';
    if (answer === 'INVALID_INPUT')
      return send(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
    send(200, {
      countryCode: input.countryCode,
      vatNumber: input.vatNumber,
      requestDate: new Date().toISOString(),
      valid: answer === 'valid',
      requestIdentifier: answer === 'valid' ? `WAPIAAAA${input.vatNumber}` : '',
      name: answer === 'valid' ? 'Muster GmbH' : '---',
      address: '---',
      userError: answer === 'valid' ? 'VALID' : answer === 'invalid' ? 'INVALID' : answer,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
