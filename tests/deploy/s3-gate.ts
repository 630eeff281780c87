// A gate in front of the test's S3 server: while closed it holds every upload of an order's file
// (PUT /bucket/<orderId>/…), so a render stays mid-way — claimed, 'rendering' in the database —
// for exactly as long as the test wants, whatever the machine's speed. Everything else passes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Held = { orderId: string; release: () => void };

export type S3Gate = {
  url: string;
  /** Order ids whose upload is waiting at the closed gate. */
  held: () => string[];
  close: () => void;
  /** Let every waiting upload through (a dead client's is dropped) and keep the gate open. */
  open: () => void;
  stop: () => Promise<void>;
};

export async function startS3Gate(target: string, bucket: string): Promise<S3Gate> {
  const upstream = new URL(target);
  let closed = false;
  let waiting: Held[] = [];
  const orderKey = new RegExp(`^/${bucket}/([A-Za-z0-9_-]+)/[^?]+`);

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The Host header is passed unchanged: the client signed it (SigV4) and s3rver checks it.
    const onward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.destroy());
    req.pipe(onward);
  };

  const server = http.createServer((req, res) => {
    const key = req.method === 'PUT' ? orderKey.exec(req.url ?? '') : null;
    if (!closed || !key) return forward(req, res);
    let gone = false;
    // Before any answer, 'close' on the response means the client's connection is gone.
    res.once('close', () => (gone = true));
    waiting.push({ orderId: key[1]!, release: () => (gone ? req.destroy() : forward(req, res)) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    held: () => waiting.map((w) => w.orderId),
    close: () => {
      closed = true;
    },
    open: () => {
      closed = false;
      const released = waiting;
      waiting = [];
      for (const w of released) w.release();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
