import { describe, expect, it } from "vitest";
import {
  adminChurchSchema,
  churchSearchSchema,
  combinedRegistrationFormSchema,
  combinedRegistrationSchema,
  profileUpdateSchema,
  publicChurchRegistrationPayloadSchema,
  publicChurchRegistrationSchema,
  worshipLanguagesSchema,
} from "./church.ts";
import { WORSHIP_LANGUAGE_CHOICES } from "./constants.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

const church = {
  name: "Grace Fellowship",
  address: "12 Main St",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
};

describe("publicChurchRegistrationSchema (the /register form)", () => {
  const form = { ...church, email: "office@grace.org", confirmEmail: "office@grace.org" };

  it("gives the original message for each missing required field", () => {
    expect(errorsOf(publicChurchRegistrationSchema, {})).toEqual({
      name: ["Church name is required"],
      address: ["Address is required"],
      city: ["City is required"],
      state: ["State is required"],
      zipCode: ["ZIP code is required"],
      email: ["Valid email is required"],
      confirmEmail: ["Valid email is required"],
    });
  });

  it("reports mismatched emails on confirmEmail", () => {
    expect(errorsOf(publicChurchRegistrationSchema, { ...form, confirmEmail: "other@grace.org" })).toEqual({
      confirmEmail: ["Email addresses don't match"],
    });
  });

  it("compares emails after trimming and lower-casing", () => {
    expect(
      parseOk(publicChurchRegistrationSchema, { ...form, confirmEmail: " Office@Grace.org " }).email,
    ).toBe("office@grace.org");
  });

  it("only accepts the association's states, in any case", () => {
    expect(parseOk(publicChurchRegistrationSchema, { ...form, state: "wi" }).state).toBe("WI");
    expect(errorsOf(publicChurchRegistrationSchema, { ...form, state: "TX" })).toEqual({
      state: ["State is required"],
    });
  });

  it("turns empty optional fields into null and coerces the member count", () => {
    const data = parseOk(publicChurchRegistrationSchema, {
      ...form,
      phone: "",
      website: "",
      pastorName: " ",
      serviceTimes: "Sunday 9:00 AM\nSunday 11:00 AM",
      description: "",
      memberCount: "120",
    });
    expect(data).toMatchObject({
      phone: null,
      website: null,
      pastorName: null,
      description: null,
      memberCount: 120,
      serviceTimes: "Sunday 9:00 AM\nSunday 11:00 AM",
    });
    expect(parseOk(publicChurchRegistrationSchema, { ...form, memberCount: "" }).memberCount).toBeNull();
  });

  it("refuses a negative or fractional member count and a non-http website", () => {
    expect(errorsOf(publicChurchRegistrationSchema, { ...form, memberCount: "-1" })).toHaveProperty(
      "memberCount",
    );
    expect(errorsOf(publicChurchRegistrationSchema, { ...form, memberCount: "2.5" })).toHaveProperty(
      "memberCount",
    );
    expect(errorsOf(publicChurchRegistrationSchema, { ...form, website: "javascript:alert(1)" })).toEqual({
      website: ["Please enter a valid URL"],
    });
  });

  it("caps fields at the database column lengths", () => {
    expect(errorsOf(publicChurchRegistrationSchema, { ...form, name: "x".repeat(201) })).toEqual({
      name: ["Must be at most 200 characters"],
    });
    expect(errorsOf(publicChurchRegistrationSchema, { ...form, zipCode: "12345-67890" })).toEqual({
      zipCode: ["Must be at most 10 characters"],
    });
  });
});

describe("publicChurchRegistrationPayloadSchema (what the server accepts)", () => {
  const payload = { ...church, email: "office@grace.org" };

  it("accepts an optional image URL", () => {
    expect(
      parseOk(publicChurchRegistrationPayloadSchema, {
        ...payload,
        imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000001",
      }).imageUrl,
    ).toBe("/api/uploads/00000000-0000-4000-8000-000000000001");
  });

  it.each([
    ["confirmEmail", "office@grace.org"],
    ["ownerId", 1],
    ["isApproved", true],
    ["id", 9],
    ["latitude", 41],
    ["createdAt", "2025-01-01"],
  ])("refuses the field %s", (field, value) => {
    expect(publicChurchRegistrationPayloadSchema.safeParse({ ...payload, [field]: value }).success).toBe(
      false,
    );
  });
});

describe("combinedRegistrationSchema", () => {
  const account = {
    email: "Pastor@Grace.org",
    password: "correct horse",
    firstName: "Ann",
    lastName: "Lee",
    churchData: { ...church, state: "tx" },
  };

  it("accepts any two-letter state, upper-cased, and lower-cases the login email", () => {
    const data = parseOk(combinedRegistrationSchema, account);
    expect(data.churchData.state).toBe("TX");
    expect(data.email).toBe("pastor@grace.org");
  });

  it("gives the section-5 messages", () => {
    expect(
      errorsOf(combinedRegistrationSchema, {
        email: "nope",
        password: "short",
        firstName: "",
        lastName: " ",
        churchData: {
          name: "",
          address: "",
          city: "",
          state: "Iowa",
          zipCode: "500",
          email: "x",
          website: "grace.org",
          memberCount: "-5",
        },
      }),
    ).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 8 characters"],
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      "churchData.name": ["Church name is required"],
      "churchData.address": ["Address is required"],
      "churchData.city": ["City is required"],
      "churchData.state": ["Please enter a 2-letter state code"],
      "churchData.zipCode": ["ZIP code is required"],
      "churchData.email": ["Please enter a valid email address"],
      "churchData.website": ["Please enter a valid URL"],
      "churchData.memberCount": ["Member count must be a whole number of 1 or more"],
    });
  });

  it("takes a positive member count or none, never 0 (the other church forms take 0)", () => {
    const withCount = (memberCount: string) => ({ ...account, churchData: { ...church, memberCount } });
    expect(errorsOf(combinedRegistrationSchema, withCount("0"))).toEqual({
      "churchData.memberCount": ["Member count must be a whole number of 1 or more"],
    });
    expect(parseOk(combinedRegistrationSchema, withCount("1")).churchData.memberCount).toBe(1);
    expect(parseOk(combinedRegistrationSchema, withCount("")).churchData.memberCount).toBeNull();
    expect(parseOk(profileUpdateSchema, { ...church, memberCount: "0" }).memberCount).toBe(0);
  });

  it("refuses non-letter state codes the database would reject", () => {
    expect(
      errorsOf(combinedRegistrationSchema, { ...account, churchData: { ...church, state: "1A" } }),
    ).toEqual({
      "churchData.state": ["Please enter a 2-letter state code"],
    });
  });

  it("caps passwords at 128 characters", () => {
    expect(
      parseOk(combinedRegistrationSchema, { ...account, password: "p".repeat(128) }).password,
    ).toHaveLength(128);
    expect(errorsOf(combinedRegistrationSchema, { ...account, password: "p".repeat(129) })).toHaveProperty(
      "password",
    );
  });

  it("refuses confirmPassword, a role and unknown church fields", () => {
    expect(
      combinedRegistrationSchema.safeParse({ ...account, confirmPassword: "correct horse" }).success,
    ).toBe(false);
    expect(combinedRegistrationSchema.safeParse({ ...account, role: "admin" }).success).toBe(false);
    expect(
      combinedRegistrationSchema.safeParse({ ...account, churchData: { ...church, isApproved: true } })
        .success,
    ).toBe(false);
  });

  it("has a form variant that checks confirmPassword", () => {
    expect(
      parseOk(combinedRegistrationFormSchema, { ...account, confirmPassword: "correct horse" }).email,
    ).toBe("pastor@grace.org");
    expect(errorsOf(combinedRegistrationFormSchema, { ...account, confirmPassword: "correct hors" })).toEqual(
      {
        confirmPassword: ["Passwords don't match"],
      },
    );
  });
});

describe("profileUpdateSchema", () => {
  it("keeps the public messages, accepts any two-letter state and an optional email", () => {
    expect(parseOk(profileUpdateSchema, { ...church, state: "ky", email: "" })).toMatchObject({
      state: "KY",
      email: null,
    });
    expect(errorsOf(profileUpdateSchema, { ...church, state: "" })).toEqual({ state: ["State is required"] });
    expect(errorsOf(profileUpdateSchema, { ...church, email: "bad" })).toEqual({
      email: ["Valid email is required"],
    });
  });

  it("refuses ownership and approval fields", () => {
    expect(profileUpdateSchema.safeParse({ ...church, ownerId: 2 }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ ...church, isApproved: true }).success).toBe(false);
  });
});

describe("adminChurchSchema", () => {
  it("coerces coordinates and member count", () => {
    expect(
      parseOk(adminChurchSchema, { ...church, latitude: "42.0379", longitude: "-93.6003", memberCount: "0" }),
    ).toMatchObject({ latitude: 42.0379, longitude: -93.6003, memberCount: 0 });
    expect(parseOk(adminChurchSchema, { ...church, latitude: "", longitude: "" })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it("bounds coordinates and limits the state to the list", () => {
    expect(errorsOf(adminChurchSchema, { ...church, latitude: 91, longitude: -181, state: "CA" })).toEqual({
      latitude: ["Latitude must be a number from -90 to 90"],
      longitude: ["Longitude must be a number from -180 to 180"],
      state: ["State is required"],
    });
  });
});

describe("churchSearchSchema", () => {
  it("trims, defaults to empty and refuses text the database cannot hold", () => {
    expect(churchSearchSchema.parse({ q: "  grace  " })).toEqual({ q: "grace" });
    expect(churchSearchSchema.parse({})).toEqual({ q: "" });
    expect(churchSearchSchema.safeParse({ q: "a\u0000b" }).success).toBe(false);
    expect(churchSearchSchema.safeParse({ q: "x".repeat(201) }).success).toBe(false);
  });
});

describe("worship languages", () => {
  const payload = { ...church, email: "office@grace.org" };

  it("default to English on a new church, and are left out of an edit that does not send them", () => {
    expect(parseOk(publicChurchRegistrationPayloadSchema, payload).worshipLanguages).toEqual(["en"]);
    expect(
      parseOk(combinedRegistrationSchema, {
        email: "pastor@grace.org",
        password: "a long password",
        firstName: "Grace",
        lastName: "Hopper",
        churchData: church,
      }).churchData.worshipLanguages,
    ).toEqual(["en"]);
    expect(parseOk(profileUpdateSchema, church).worshipLanguages).toBeUndefined();
    expect(parseOk(adminChurchSchema, church).worshipLanguages).toBeUndefined();
  });

  it("are lower-cased, each kept once, in the order given", () => {
    expect(worshipLanguagesSchema.parse(["ES", " en ", "es"])).toEqual(["es", "en"]);
  });

  it("need at least one two-letter code and at most 20, each message on the field", () => {
    expect(errorsOf(profileUpdateSchema, { ...church, worshipLanguages: [] })).toEqual({
      worshipLanguages: ["Choose at least one language"],
    });
    expect(errorsOf(publicChurchRegistrationPayloadSchema, { ...payload, worshipLanguages: null })).toEqual({
      worshipLanguages: ["Choose at least one language"],
    });
    expect(worshipLanguagesSchema.safeParse(["eng"]).success).toBe(false);
    expect(worshipLanguagesSchema.safeParse(["e1"]).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `${String.fromCharCode(97 + i)}a`);
    expect(errorsOf(adminChurchSchema, { ...church, worshipLanguages: many })).toEqual({
      worshipLanguages: ["Choose at most 20 languages"],
    });
  });

  it("offers choices the schema accepts, English first", () => {
    expect(WORSHIP_LANGUAGE_CHOICES[0]).toBe("en");
    expect(worshipLanguagesSchema.parse([...WORSHIP_LANGUAGE_CHOICES])).toEqual([
      ...WORSHIP_LANGUAGE_CHOICES,
    ]);
  });
});
