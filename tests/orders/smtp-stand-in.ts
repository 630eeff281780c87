// A local SMTP server (npm smtp-server) that accepts AUTH PLAIN/LOGIN for one user and keeps every
// message it receives, raw. `down()`/`up()` simulate a mail server that is briefly unreachable.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpStandIn {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuse every message with a 421 (service unavailable), like a server being restarted. */
  down: () => void;
  up: () => void;
  close: () => Promise<void>;
}

export async function startSmtpStandIn(user = 'mailer', pass = 'mail-secret'): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let available = true;
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    // No DNS in tests: a reverse lookup of 127.0.0.1 can stall for seconds in a sandbox.
    disableReverseLookup: true,
    closeTimeout: 200,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      if (available) return callback();
      const error = new Error('Service not available') as Error & { responseCode: number };
      error.responseCode = 421;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    port,
    received,
    down: () => {
      available = false;
    },
    up: () => {
      available = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
