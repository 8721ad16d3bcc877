// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types: the file beside this one declares what the tests use, for every program that imports this one
/// <reference path="./oidc-provider.d.ts" />
// A real OpenID provider for the tests (the oidc-provider package) on a local port, with a client, users
// and a signing key made here. Who signs in is set per flow (`signInAs`): the provider's login and consent
// screens are answered for that account at once. `forgeIdToken` lets a test replace the ID token of the
// next token response with one it signs itself (another audience, another key).

import { createServer, type Server } from 'node:http';
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  hd?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The accounts the provider knows, by subject. */
  accounts: Map<string, TestAccount>;
  /** The account the next interaction signs in. */
  signInAs(subject: string): void;
  /** Replaces the next token response's ID token with what `forge` signs (null: leave it). */
  forgeIdToken(forge: ((claims: Record<string, unknown>, sign: (claims: Record<string, unknown>, key?: KeyObject) => string) => string) | null): void;
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const clientId = `leave-${randomUUID().slice(0, 8)}`;
  const clientSecret = randomUUID() + randomUUID();
  const accounts = new Map<string, TestAccount>();
  let nextSubject = '';
  let forge: Parameters<TestProvider['forgeIdToken']>[0] = null;

  let handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'hd'], profile: ['name'] },
    // Google and Entra put the e-mail into the ID token; the provider's default keeps it for userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomUUID()] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token' && forge && ctx.body && typeof ctx.body === 'object' && 'id_token' in ctx.body) {
      const token = (ctx.body as { id_token: string }).id_token;
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
      const sign = (payload: Record<string, unknown>, key: KeyObject = privateKey) => {
        const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }))}.${base64url(JSON.stringify(payload))}`;
        return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
      };
      ctx.body = { ...ctx.body, id_token: forge(claims, sign) };
      forge = null;
    }
  });
  const callback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: nextSubject, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: nextSubject }, consent: { grantId } }, { mergeWithLastSubmission: false });
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs: (subject) => {
      nextSubject = subject;
    },
    forgeIdToken: (next) => {
      forge = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's side of the provider: follows the provider's redirects with its own cookies until it is
 * sent back to `redirectUri`, and returns that address (the callback with code and state).
 */
export async function throughProvider(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next;
    url = next.href;
  }
  throw new Error('the provider never sent the browser back');
}
