import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One mail the test SMTP server accepted: the envelope, the raw message and the parsed one. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/** A real SMTP server on a loopback port, inside the test process. */
export interface TestSmtpServer {
  port: number;
  /** smtp://user:secret@127.0.0.1:<port> (it asks for exactly these credentials). */
  url: string;
  received: ReceivedMail[];
  /** Waits until at least `count` mails have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections refused), keeping what arrived; `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const SMTP_USER = 'relay-user';
export const SMTP_PASSWORD = 'relay-secret';

/**
 * Starts an SMTP server that requires the test credentials and keeps every mail it accepts.
 * `rejectRecipient` answers RCPT TO with a permanent error for the addresses it names.
 */
export async function startSmtpServer(
  options: {
    rejectRecipient?: (address: string) => boolean;
    port?: number;
    /** Runs when a mail's data has arrived, before the server answers 250 (a relay slow to accept). */
    beforeAccept?: (raw: string) => Promise<void>;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const create = () =>
    new SMTPServer({
      // Plain SMTP on loopback: no certificate needed, login allowed without TLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address: SMTPServerAddress, _session, callback) {
        if (options.rejectRecipient?.(address.address)) {
          const error = new Error('5.1.1 No such user here') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          (options.beforeAccept ? options.beforeAccept(raw) : Promise.resolve())
            .then(() => simpleParser(raw))
            .then((parsed) => {
              const from = session.envelope.mailFrom;
              received.push({
                envelopeFrom: from ? from.address : '',
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                parsed,
              });
              for (const wake of waiters) wake();
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });

  const start = async () => {
    server = create();
    const listening = server;
    // A client that goes away in the middle of a mail (a server process stopped at the end of a
    // test while it was still sending) is that client's business: without a listener the
    // connection's error would be thrown in the test process.
    listening.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      listening.server.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await start();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
    },
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mails, ${received.length} arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(left, 200));
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
      return received;
    },
    stop,
    start,
  };
}

/** The absolute links of a mail's HTML, in order (`&amp;` decoded). */
export const mailLinks = (mail: ReceivedMail): string[] =>
  [...String(mail.parsed.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

/** The one mail to `address` among `mails` (throws when there is none). */
export function mailTo(mails: readonly ReceivedMail[], address: string): ReceivedMail {
  const found = mails.find((mail) => mail.envelopeTo.includes(address));
  if (!found) throw new Error(`no mail to ${address}`);
  return found;
}

/** The token of the first link of `mail` that leads to `pagePath` (`/auth/reset`, …). */
export function tokenOfLink(mail: ReceivedMail, pagePath: string): string {
  const link = mailLinks(mail).find((href) => new URL(href).pathname === pagePath);
  if (!link) throw new Error(`no link to ${pagePath} in the mail`);
  return new URL(link).searchParams.get('token') ?? '';
}

/** Every mail to `address` among `mails`. */
export const mailsTo = (mails: readonly ReceivedMail[], address: string): ReceivedMail[] =>
  mails.filter((mail) => mail.envelopeTo.includes(address));
