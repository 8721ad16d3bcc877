// A push service of our own for the push tests (issue 23): an HTTPS server on a free port of a loopback
// address (127.0.0.1 unless told; a test may name it too, a name it resolves itself), with a self-signed
// certificate made by `openssl` for that address and name (the product trusts it through PUSH_CA_FILE, as
// it would a college's private CA), that keeps every message it receives and answers each subscription's
// path with the status (and headers) the test chose (201 unless told). It is a push host only where the
// test names `allowedHost` in PUSH_ALLOWED_HOSTS (issue 47). The test is the browser too: `browserKeys` makes the P-256
// key pair and auth secret a browser subscribes with, and `decryptPush` opens a received message with them
// (RFC 8291 over RFC 8188's aes128gcm), with node:crypto only; `vapidClaims` checks the Authorization
// header's VAPID JWT (RFC 8292) against the server's public key.

import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The status the service answered. */
  status: number;
}

export interface TestPushService {
  /** https://<name or address>:<port>: the VAPID audience of its endpoints. */
  origin: string;
  /** `<name or address>:<port>`: the entry of PUSH_ALLOWED_HOSTS that makes it a push host. */
  allowedHost: string;
  /** The certificate to trust: PUSH_CA_FILE. */
  caFile: string;
  received: ReceivedPush[];
  /** TLS connections made to it so far (a request refused before any connection makes none). */
  connections(): number;
  /** A new endpoint of this service (a browser's subscription address). */
  endpoint(): string;
  /** Answer this endpoint's messages with `status` (and `headers`) from now on. */
  answer(endpoint: string, status: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startPushService(options: { address?: string; name?: string } = {}): Promise<TestPushService> {
  const address = options.address ?? '127.0.0.1';
  const dir = mkdtempSync(path.join(tmpdir(), 'leave-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  const names = [`IP:${address}`, ...(options.name ? [`DNS:${options.name}`] : [])].join(',');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', caFile, '-days', '2', '-subj', `/CN=${options.name ?? address}`, '-addext', `subjectAltName=${names}`], { stdio: 'ignore' });
  const received: ReceivedPush[] = [];
  const answers = new Map<string, { status: number; headers: Record<string, string> }>();
  let connections = 0;
  const server: Server = createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { status, headers } = answers.get(request.url ?? '') ?? { status: 201, headers: {} };
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status, headers).end();
    });
  });
  server.on('secureConnection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const bound = server.address();
  const allowedHost = `${options.name ?? address}:${typeof bound === 'object' && bound ? bound.port : 0}`;
  const origin = `https://${allowedHost}`;
  let next = 0;
  return {
    origin,
    allowedHost,
    caFile,
    received,
    connections: () => connections,
    endpoint: () => `${origin}/push/${++next}-${randomBytes(6).toString('hex')}`,
    answer: (endpoint, status, headers = {}) => answers.set(new URL(endpoint).pathname, { status, headers }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it posts. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** The plaintext of an aes128gcm push message for this browser (RFC 8291 section 3.4, RFC 8188 section 2). */
export function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(serverPublic);
  const one = Buffer.from([1]);
  // HKDF(auth, ecdh secret, "WebPush: info" || 0 || ua_public || as_public, 32)
  const ikm = hmac(hmac(browser.auth, shared), Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic, one);
  const prk = hmac(salt, ikm);
  const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), one).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), one).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record: the content, then the delimiter 2, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a `vapid t=<jwt>, k=<key>` Authorization header, after checking its key and its ES256 signature. */
export function vapidClaims(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no VAPID Authorization header');
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('the header names another public key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') };
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}
