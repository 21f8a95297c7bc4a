/**
 * A passkey authenticator in software, for tests: a P-256 key pair, the WebAuthn answers a browser would hand
 * over (attestation "none"), and a signature counter the test sets. It speaks just enough CBOR for the COSE key
 * and the attestation object (RFC 8949 major types 0, 1, 2, 3 and 5).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_ATTESTED_DATA = 0x40;

export function createSoftAuthenticator(rp: { id: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const rpIdHash = sha256(rp.id);

  const authenticatorData = (flags: number, counter: number, attested?: Buffer) => {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), counterBytes, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: rp.origin, crossOrigin: false }), "utf8");

  return {
    id: b64url(credentialId),

    /** The answer to navigator.credentials.create() for the given options' challenge. */
    register(challenge: string) {
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x ?? "", "base64url")],
          [-3, Buffer.from(jwk.y ?? "", "base64url")],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authenticatorData(FLAG_USER_PRESENT | FLAG_ATTESTED_DATA, 0, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
      };
    },

    /** The answer to navigator.credentials.get(), signed with the signature counter the test chooses. */
    signIn(challenge: string, counter: number) {
      const data = authenticatorData(FLAG_USER_PRESENT, counter);
      const client = clientData("webauthn.get", challenge);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
      };
    },
  };
}
