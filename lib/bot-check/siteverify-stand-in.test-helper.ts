// A local stand-in for the providers' siteverify endpoint: answers by token, records requests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface StandIn {
  url: string;
  calls: SiteverifyCall[];
  close(): Promise<void>;
}

/** Tokens: 'human' → success, 'human:<action>' → success for that widget action, 'bot' → rejected, 'low' → score 0.1, 'other-action' → action 'x', 'boom' → 500, 'slow' → never answers. */
export async function startSiteverifyStandIn(): Promise<StandIn> {
  const calls: SiteverifyCall[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response');
      calls.push({ secret: form.get('secret'), response: token, remoteip: form.get('remoteip') });
      if (token === 'slow') return;
      if (token === 'boom') {
        res.writeHead(500).end('oops');
        return;
      }
      const answer =
        token === 'human'
          ? { success: true, score: 0.9, action: 'preview' }
          : token?.startsWith('human:')
            ? { success: true, score: 0.9, action: token.slice('human:'.length) }
            : token === 'low'
              ? { success: true, score: 0.1, action: 'preview' }
              : token === 'other-action'
                ? { success: true, score: 0.9, action: 'x' }
                : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
