// Passkeys (WebAuthn, issue 22): a person adds passkeys on their profile and signs in with one from the
// sign-in page. The relying party is the host of APP_URL. What the browser sends back is checked by
// @simplewebauthn/server in the api; here are the wire shapes, the limits and the words.

import { z } from 'zod';
import { plainText } from '../contracts/plain-text';

export const PASSKEY_MESSAGES = {
  notVerified: 'The passkey could not be verified. Please try again.',
  unknown: 'This passkey is not registered here. Sign in with your password and add it on your profile.',
  expired: 'The passkey request expired. Please try again.',
  inactive: 'Your account is inactive. Please contact the administrator.',
  notFound: 'Passkey not found',
  tooMany: 'You can keep at most 10 passkeys. Remove one first.',
  added: 'Passkey added',
  removed: 'Passkey removed',
} as const;

/** A person keeps at most this many passkeys. */
export const MAX_PASSKEYS = 10;

const base64url = z.string().min(1).max(16_384).regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url').check(plainText('Passkey data'));

/**
 * What a browser reports of the extensions of a ceremony (WebAuthn's AuthenticationExtensionsClientOutputs
 * as JSON): those of the registry of WebAuthn level 3. The server asks only for credProps; the others are
 * known shapes a browser or an authenticator may add, so that a passkey manager's extra report is not refused.
 */
const extensionResults = z.strictObject({
  appid: z.boolean().optional(),
  appidExclude: z.boolean().optional(),
  credProps: z.strictObject({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
  largeBlob: z.strictObject({ supported: z.boolean().optional(), blob: base64url.optional(), written: z.boolean().optional() }).optional(),
  prf: z.strictObject({ enabled: z.boolean().optional(), results: z.strictObject({ first: base64url, second: base64url.optional() }).optional() }).optional(),
});

/**
 * A public-key credential as @simplewebauthn/browser returns it (PublicKeyCredential's JSON), around the
 * response of its ceremony: clientDataJSON and the ceremony's own fields. Anything else is refused.
 */
function credentialWith<Response extends z.ZodRawShape>(response: Response) {
  return z.strictObject({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: z.strictObject({ clientDataJSON: base64url, ...response }),
    clientExtensionResults: extensionResults,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  });
}

/** A credential as @simplewebauthn/browser's startRegistration returns it (AuthenticatorAttestationResponseJSON). */
export const passkeyRegistrationBody = z.strictObject({
  name: z.string().trim().min(1).max(60).check(plainText('Name')).optional(),
  credential: credentialWith({
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32).check(plainText('Transport'))).max(8).optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});
export type PasskeyRegistrationBody = z.infer<typeof passkeyRegistrationBody>;

/** An assertion as @simplewebauthn/browser's startAuthentication returns it (AuthenticatorAssertionResponseJSON). */
export const passkeySignInBody = z.strictObject({
  credential: credentialWith({ authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;

/** A passkey as the profile lists it. */
export interface PasskeyDto {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The relying party of a deployment: the host of APP_URL, and its origin. */
export function relyingPartyOf(appUrl: string): { id: string; origin: string } {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The challenge a browser signed, read from its client data (checked again by the verification). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const decoded = JSON.parse(atob(clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'))) as { challenge?: unknown };
    return typeof decoded.challenge === 'string' && decoded.challenge.length > 0 && decoded.challenge.length <= 512 ? decoded.challenge : null;
  } catch {
    return null;
  }
}
