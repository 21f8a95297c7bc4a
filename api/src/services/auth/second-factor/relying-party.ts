import { isIP } from "node:net";
import type { Config } from "../../../config.ts";

/** Loopback addresses, which WebAuthn refuses as a relying party (an IP address is not a domain). */
const LOOPBACK = new Set(["127.0.0.1", "::1", "[::1]"]);

/**
 * WebAuthn's relying party: the site's own address (PUBLIC_BASE_URL), so a passkey made here answers only here.
 * The ID is the host name without port; the origin is the scheme, host and port the browser reports. A server
 * addressed by a loopback IP (development, the browser tests) is served as localhost, the one name browsers
 * accept there; any other IP address cannot carry passkeys at all (docs/product/accounts-admin.md).
 */
export function relyingParty(config: Pick<Config, "PUBLIC_BASE_URL" | "ASSOCIATION_NAME">) {
  const url = new URL(config.PUBLIC_BASE_URL);
  if (LOOPBACK.has(url.hostname)) url.hostname = "localhost";
  return {
    id: url.hostname,
    origin: url.origin,
    name: config.ASSOCIATION_NAME,
    usable: isIP(url.hostname) === 0,
  };
}
