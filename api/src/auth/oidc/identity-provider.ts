// The college's identity provider, through openid-client (a certified OpenID Connect relying party): the
// authorization code flow with PKCE (S256), state and nonce. openid-client checks the ID token's issuer,
// audience, expiry and nonce; its signature is checked too, against the provider's published keys
// (enableNonRepudiationChecks), which openid-client leaves out by default for a token-endpoint ID token.

import * as client from 'openid-client';
import type { OidcConfig } from '@leave/core/config';
import type { IdTokenClaims } from '@leave/domain';

/** What the browser carries from the start of a sign-in to its callback (in a signed cookie). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

/** The provider could not be reached or did not describe itself: the sign-in page says so. */
export class ProviderUnavailable extends Error {}
/** The provider's answer was refused (a wrong state or nonce, a replayed code, a bad ID token). */
export class SignInNotCompleted extends Error {
  constructor(readonly code: string) {
    super(`OIDC sign-in not completed: ${code}`);
  }
}

const SCOPES = 'openid email profile';

export class IdentityProvider {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(
    private readonly config: OidcConfig,
    readonly redirectUri: string,
  ) {}

  get issuer(): string {
    return this.config.issuer;
  }

  /** The provider's metadata, read once per process; a failure is tried again at the next sign-in. */
  private configuration(): Promise<client.Configuration> {
    const insecure = new URL(this.config.issuer).protocol === 'http:';
    this.discovered ??= client
      .discovery(new URL(this.config.issuer), this.config.clientId, { redirect_uris: [this.redirectUri], response_types: ['code'] }, client.ClientSecretPost(this.config.clientSecret), {
        // http:// is allowed by the configuration only on a loopback address (domain/people/sign-in-links.ts).
        execute: [...(insecure ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks],
      })
      .catch((error: unknown) => {
        this.discovered = null;
        throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
      });
    return this.discovered;
  }

  /** Where to send the browser, and what it must bring back. */
  async start(): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.configuration();
    const pending: PendingSignIn = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: SCOPES,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
    };
    // Google: a hint for the account chooser only; the ID token's hd claim is what is checked.
    if (this.config.kind === 'google' && this.config.allowedDomains.length === 1) parameters.hd = this.config.allowedDomains[0]!;
    return { url: client.buildAuthorizationUrl(configuration, parameters), pending };
  }

  /** The verified ID token's claims of a callback, or SignInNotCompleted. */
  async finish(callbackUrl: URL, pending: PendingSignIn): Promise<IdTokenClaims> {
    const configuration = await this.configuration();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new SignInNotCompleted(errorCode(error));
    }
    const claims = tokens.claims();
    if (!claims || typeof claims.sub !== 'string') throw new SignInNotCompleted('no ID token');
    return claims as IdTokenClaims;
  }
}

/** A refusal's kind for the log: never a token, a code or a claim's value. */
function errorCode(error: unknown): string {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) return `${error.name}: ${error.error}`;
  if (error instanceof client.ClientError) return `${error.name}: ${error.code ?? 'unknown'}`;
  return error instanceof Error ? error.name : 'unknown';
}
