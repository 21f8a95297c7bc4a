import type { Config } from "../../../config.ts";

/**
 * WebAuthn's relying party: the site's own address (PUBLIC_BASE_URL), so a passkey made here answers only here.
 * The ID is the host name without port; the origin is the scheme, host and port the browser reports.
 */
export function relyingParty(config: Pick<Config, "PUBLIC_BASE_URL" | "ASSOCIATION_NAME">) {
  const url = new URL(config.PUBLIC_BASE_URL);
  return { id: url.hostname, origin: url.origin, name: config.ASSOCIATION_NAME };
}
