import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software security key for the API tests: a P-256 key pair that answers registration ('none'
 * attestation) and login ceremonies the way a browser would hand them to the server, so the real
 * @simplewebauthn/server verification runs on real signatures. CBOR comes from the library's own encoder.
 */
export type SoftKey = {
  credentialId: string;
  /** navigator.credentials.create(): the JSON the browser posts to .../register/{username}/finish. */
  attest(challenge: string, options?: { origin?: string; rpId?: string }): RegistrationJSON;
  /** navigator.credentials.get(): the JSON the browser posts to /auth/webauthn/login/finish. */
  assert(challenge: string, options?: { origin?: string; rpId?: string }): AuthenticationJSON;
};

export type RegistrationJSON = {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { attestationObject: string; clientDataJSON: string; transports: string[] };
};

export type AuthenticationJSON = {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { authenticatorData: string; clientDataJSON: string; signature: string; userHandle?: string };
};

// Tests send `Host: localhost:3000`, so the server's default relying party is this.
export const TEST_HOST = 'localhost:3000';
const DEFAULT_ORIGIN = `http://${TEST_HOST}`;
const DEFAULT_RP_ID = 'localhost';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const coords = (v: string | undefined) => new Uint8Array(Buffer.from(v!, 'base64url'));
  // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coords(jwk.x)],
      [-3, coords(jwk.y)],
    ]),
  );
}

export function createSoftKey(): SoftKey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(32);
  const credentialId = b64url(rawId);
  let counter = 0;

  return {
    credentialId,
    attest(challenge, { origin = DEFAULT_ORIGIN, rpId = DEFAULT_RP_ID } = {}) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
        u32(counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        rawId,
        cosePublicKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          attestationObject: b64url(attestationObject),
          clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
          transports: ['usb'],
        },
      };
    },
    assert(challenge, { origin = DEFAULT_ORIGIN, rpId = DEFAULT_RP_ID } = {}) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV]), u32(counter)]);
      const clientDataJSON = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          authenticatorData: b64url(authData),
          clientDataJSON: b64url(clientDataJSON),
          signature: b64url(signature),
        },
      };
    },
  };
}
