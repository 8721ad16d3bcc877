// Passkeys (WebAuthn, issue 22): a person adds passkeys on their profile and signs in with one from the
// sign-in page. The relying party is the host of APP_URL. What the browser sends back is checked by
// @simplewebauthn/server in the api; here are the wire shapes, the limits and the words.

import { z } from 'zod';

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

const base64url = z.string().min(1).max(16_384).regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url');

/**
 * A public-key credential as @simplewebauthn/browser returns it, around the response of its ceremony:
 * clientDataJSON and the ceremony's own fields (others the browser adds are kept, not refused).
 */
function credentialWith<Response extends z.ZodRawShape>(response: Response) {
  return z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: base64url, ...response }),
    clientExtensionResults: z.looseObject({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  });
}

/** A credential as @simplewebauthn/browser's startRegistration returns it. */
export const passkeyRegistrationBody = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  credential: credentialWith({ attestationObject: base64url, transports: z.array(z.string().max(32)).max(8).optional() }),
});
export type PasskeyRegistrationBody = z.infer<typeof passkeyRegistrationBody>;

/** An assertion as @simplewebauthn/browser's startAuthentication returns it. */
export const passkeySignInBody = z.object({
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
