import { describe, expect, it } from "vitest";
import { emailBothHref } from "./mailto";

const connection = {
  cityName: "Fort Dodge",
  stateName: "IA",
  requestorName: "Ruth Miller",
  requestorEmail: "ruth@example.org",
  candidateFirstName: "Samuel",
  candidateLastName: "Okafor",
  candidateEmail: "sam+plant@example.org",
};

describe("emailBothHref", () => {
  it("addresses the requestor with the candidate in copy and a subject naming both sides", () => {
    const href = emailBothHref(connection);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("ruth@example.org");
    expect(url.searchParams.get("cc")).toBe("sam+plant@example.org");
    expect(url.searchParams.get("subject")).toBe("Church plant in Fort Dodge, IA: introducing Samuel Okafor");
    expect(url.searchParams.get("body")).toContain("Dear Ruth Miller and Samuel Okafor,");
  });

  it("encodes characters that would break the link, keeping '@' readable", () => {
    const href = emailBothHref({
      ...connection,
      requestorEmail: "a&b@example.org",
      cityName: "Rock & Roll?",
    });
    expect(href.startsWith("mailto:a%26b@example.org?cc=sam%2Bplant@example.org&subject=")).toBe(true);
    expect(new URL(href).searchParams.get("subject")).toBe(
      "Church plant in Rock & Roll?, IA: introducing Samuel Okafor",
    );
  });
});
