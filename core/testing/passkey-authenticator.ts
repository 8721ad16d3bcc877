// A software passkey authenticator for the api tests: it makes what a browser's navigator.credentials
// returns (none attestation, an ES256 key of its own), so the server's WebAuthn checks run for real
// without a browser. The e2e suite uses Chromium's virtual authenticator instead.

import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The little of CBOR (RFC 8949) an attestation object needs: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)])]);
}

export interface SoftwarePasskey {
  id: string;
  /** What startRegistration would return for these options (from POST /users/me/passkeys/options). */
  register(options: { challenge: string; user: { id: string } }, origin: string, rpId: string): Record<string, unknown>;
  /** What startAuthentication would return for these options (from POST /auth/passkey/options). */
  signIn(options: { challenge: string }, origin: string, rpId: string, key?: KeyObject): Record<string, unknown>;
}

export function softwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let userHandle = '';
  let signCount = 0;
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counter = (n: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(n);
    return bytes;
  };

  return {
    id: b64u(credentialId),
    register(options, origin, rpId) {
      userHandle = options.user.id;
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const credentialLength = Buffer.alloc(2);
      credentialLength.writeUInt16BE(credentialId.length);
      // User present and verified, attested credential data included.
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), counter(signCount), Buffer.alloc(16), credentialLength, credentialId, coseKey]);
      const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64u(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64u(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(options, origin, rpId, key = privateKey) {
      signCount += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counter(signCount)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = createSign('SHA256').update(Buffer.concat([authData, sha256(clientDataJSON)])).sign(key);
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authData), signature: b64u(signature), ...(userHandle ? { userHandle } : {}) },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
