// A real SMTP server for the mail tests (the smtp-server package), on a free local port: it keeps every
// message it accepts, or refuses every message (or every message to one address) when told to.

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The text and HTML parts as sent, quoted-printable decoded. */
  body: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** How many messages it was offered (accepted or refused). */
  offered: number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpServer(options: { refuse?: boolean; refuseTo?: string } = {}): Promise<TestSmtpServer> {
  const state = { received: [] as ReceivedMail[], offered: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // One address refused at RCPT TO (a mailbox that does not exist), the others accepted.
    onRcptTo(address, _session, callback) {
      if (options.refuseTo && address.address === options.refuseTo) {
        state.offered += 1;
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.offered += 1;
        if (options.refuse) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, body: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get offered() {
      return state.offered;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (polling), or fails with what it last saw. */
export async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, what: string, limitMs = 30_000): Promise<T> {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)?.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
