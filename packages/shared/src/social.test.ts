import { describe, expect, it } from "vitest";
import { socialLinkUrlSchema, socialPlatformSchema, socialToggleSchema } from "./social.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

describe("socialLinkUrlSchema", () => {
  it.each(["", "   "])("refuses the blank URL %j with the original message", (url) => {
    expect(errorsOf(socialLinkUrlSchema, { url })).toEqual({ url: ["Please enter a valid URL"] });
  });

  it("accepts http(s) and refuses other schemes", () => {
    expect(parseOk(socialLinkUrlSchema, { url: " https://facebook.com/grace " })).toEqual({
      url: "https://facebook.com/grace",
    });
    expect(errorsOf(socialLinkUrlSchema, { url: "javascript:alert(1)" })).toEqual({
      url: ["Please enter a valid URL"],
    });
  });

  it("caps the URL at 500 characters and refuses extra fields", () => {
    expect(errorsOf(socialLinkUrlSchema, { url: `https://x.com/${"a".repeat(487)}` })).toEqual({
      url: ["Must be at most 500 characters"],
    });
    expect(socialLinkUrlSchema.safeParse({ url: "https://x.com", isActive: false }).success).toBe(false);
  });
});

describe("socialToggleSchema", () => {
  it("takes a real boolean only", () => {
    expect(parseOk(socialToggleSchema, { isActive: false })).toEqual({ isActive: false });
    expect(socialToggleSchema.safeParse({ isActive: "false" }).success).toBe(false);
    expect(socialToggleSchema.safeParse({}).success).toBe(false);
  });
});

describe("socialPlatformSchema", () => {
  it("lower-cases and checks the name as the database does", () => {
    expect(parseOk(socialPlatformSchema, "YouTube")).toBe("youtube");
    expect(socialPlatformSchema.safeParse("my space").success).toBe(false);
    expect(socialPlatformSchema.safeParse("1st").success).toBe(false);
    expect(socialPlatformSchema.safeParse("a".repeat(51)).success).toBe(false);
  });
});
