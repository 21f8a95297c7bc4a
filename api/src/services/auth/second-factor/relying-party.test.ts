import { describe, expect, it } from "vitest";
import { relyingParty } from "./relying-party.ts";

const config = (url: string) => ({ PUBLIC_BASE_URL: url, ASSOCIATION_NAME: "Heartland" });

describe("relyingParty", () => {
  it("is the public address's host, with its origin", () => {
    expect(relyingParty(config("https://churches.example.org"))).toEqual({
      id: "churches.example.org",
      origin: "https://churches.example.org",
      name: "Heartland",
      usable: true,
    });
  });

  it("serves a loopback address as localhost, keeping the port", () => {
    expect(relyingParty(config("http://127.0.0.1:4302"))).toMatchObject({
      id: "localhost",
      origin: "http://localhost:4302",
    });
    expect(relyingParty(config("http://[::1]:3000"))).toMatchObject({
      id: "localhost",
      origin: "http://localhost:3000",
    });
  });

  it("marks another IP address as unable to carry passkeys", () => {
    expect(relyingParty(config("http://10.0.0.5:3000")).usable).toBe(false);
  });
});
