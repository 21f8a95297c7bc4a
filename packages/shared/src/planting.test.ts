import { describe, expect, it } from "vitest";
import { MSG } from "./i18n/keys.ts";
import {
  candidateEditSchema,
  candidateMatchBlocker,
  candidateStatusChangeBlocker,
  candidateUpdateSchema,
  matchSchema,
  pastoralCandidateSchema,
  plantRequestEditSchema,
  plantRequestSchema,
  plantRequestUpdateSchema,
  requestMatchBlocker,
  requestStatusChangeBlocker,
  unmatchSchema,
} from "./planting.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

const request = {
  requestorName: "Ann Lee",
  requestorEmail: "ann@example.com",
  cityName: "Dubuque",
  stateName: "IA",
  reasonForRequest: "No church in the new east side.",
};

describe("plantRequestSchema", () => {
  it("accepts the public fields, coercing population and blanking empties", () => {
    expect(
      parseOk(plantRequestSchema, {
        ...request,
        stateName: "ia",
        population: "58000",
        requestorPhone: "",
        timeline: "Short-term (6-12 months)",
      }),
    ).toMatchObject({
      stateName: "IA",
      population: 58000,
      requestorPhone: null,
      timeline: "Short-term (6-12 months)",
    });
    expect(parseOk(plantRequestSchema, { ...request, timeline: "", population: "" })).toMatchObject({
      timeline: null,
      population: null,
    });
  });

  it.each([
    ["id", 1],
    ["createdAt", "2025-01-01"],
    ["updatedAt", "2025-01-01"],
    ["assignedPastoralCandidateId", 2],
    ["latitude", 42.5],
    ["longitude", -90.7],
    ["notes", "vip"],
    ["status", "completed"],
    ["priority", "high"],
    ["somethingElse", "x"],
  ])("refuses %s", (field, value) => {
    const errors = errorsOf(plantRequestSchema, { ...request, [field]: value });
    expect(errors[""]).toEqual([`Unrecognized key: "${field}"`]);
  });

  it("requires the starred fields and a US state", () => {
    expect(errorsOf(plantRequestSchema, { stateName: "ON" })).toEqual({
      requestorName: ["Your name is required"],
      requestorEmail: ["Please enter a valid email"],
      cityName: ["City is required"],
      stateName: ["State is required"],
      reasonForRequest: ["Please tell us why your community needs a new church"],
    });
  });

  it("applies the caps of section 9 and the timeline list", () => {
    expect(
      errorsOf(plantRequestSchema, {
        ...request,
        requestorName: "n".repeat(101),
        requestorPhone: "1".repeat(21),
        cityName: "c".repeat(101),
        requestorEmail: `${"a".repeat(95)}@b.org`,
        timeline: "Someday",
      }),
    ).toEqual({
      requestorName: ["Must be at most 100 characters"],
      requestorPhone: ["Must be at most 20 characters"],
      cityName: ["Must be at most 100 characters"],
      requestorEmail: ["Must be at most 100 characters"],
      timeline: ["Please choose one of the options"],
    });
  });
});

const candidate = { firstName: "John", lastName: "Mark", email: "john@example.com" };

describe("pastoralCandidateSchema", () => {
  it("needs first name, last name and email", () => {
    expect(errorsOf(pastoralCandidateSchema, {})).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email"],
    });
  });

  it("coerces the numbers and checks the option lists", () => {
    expect(
      parseOk(pastoralCandidateSchema, {
        ...candidate,
        age: "41",
        yearsInMinistry: "12",
        currentChurchId: "3",
        maritalStatus: "Married",
        communityTypePreference: "Rural",
        availability: "3-6 months",
      }),
    ).toMatchObject({ age: 41, yearsInMinistry: 12, currentChurchId: 3, hasChildren: false });
    expect(
      errorsOf(pastoralCandidateSchema, {
        ...candidate,
        age: "151",
        maritalStatus: "Divorced",
        availability: "Now",
      }),
    ).toEqual({
      age: ["Age must be a whole number from 0 to 150"],
      maritalStatus: ["Please choose one of the options"],
      availability: ["Please choose one of the options"],
    });
  });

  it("keeps the number of children only when the box is checked", () => {
    expect(
      parseOk(pastoralCandidateSchema, { ...candidate, hasChildren: true, numberOfChildren: "3" }),
    ).toMatchObject({
      hasChildren: true,
      numberOfChildren: 3,
    });
    expect(
      parseOk(pastoralCandidateSchema, { ...candidate, hasChildren: false, numberOfChildren: "3" })
        .numberOfChildren,
    ).toBeNull();
    expect(
      errorsOf(pastoralCandidateSchema, { ...candidate, hasChildren: true, numberOfChildren: 51 }),
    ).toEqual({
      numberOfChildren: ["Number of children must be a whole number from 0 to 50"],
    });
  });

  it.each([
    ["id", 1],
    ["createdAt", "2025-01-01"],
    ["updatedAt", "2025-01-01"],
    ["assignedChurchPlantRequestId", 4],
    ["isApproved", true],
    ["notes", "x"],
    ["status", "placed"],
  ])("refuses %s", (field, value) => {
    expect(errorsOf(pastoralCandidateSchema, { ...candidate, [field]: value })[""]).toEqual([
      `Unrecognized key: "${field}"`,
    ]);
  });

  it("caps the personal statement at 10000 characters", () => {
    expect(
      parseOk(pastoralCandidateSchema, { ...candidate, statement: "s".repeat(10000) }).statement,
    ).toHaveLength(10000);
    expect(errorsOf(pastoralCandidateSchema, { ...candidate, statement: "s".repeat(10001) })).toEqual({
      statement: ["Must be at most 10000 characters"],
    });
  });
});

describe("admin updates", () => {
  it("lets an admin change status, priority and notes of a request", () => {
    expect(parseOk(plantRequestUpdateSchema, { status: "in-progress", priority: "high", notes: "" })).toEqual(
      {
        status: "in-progress",
        priority: "high",
        notes: null,
      },
    );
    expect(plantRequestUpdateSchema.safeParse({ status: "open" }).success).toBe(false);
    expect(plantRequestUpdateSchema.safeParse({ cityName: "Elsewhere" }).success).toBe(false);
  });

  it("lets an admin change status and notes of a candidate", () => {
    expect(parseOk(candidateUpdateSchema, { status: "interviewing" })).toEqual({ status: "interviewing" });
    expect(candidateUpdateSchema.safeParse({ isApproved: true }).success).toBe(false);
  });

  it("matches a request with a candidate by id", () => {
    expect(parseOk(matchSchema, { requestId: "2", candidateId: 5 })).toEqual({
      requestId: 2,
      candidateId: 5,
    });
    expect(matchSchema.safeParse({ requestId: 2 }).success).toBe(false);
  });
});

describe("id-based admin inputs", () => {
  it("keeps the id apart from the changes and refuses an id inside them", () => {
    expect(parseOk(plantRequestEditSchema, { id: "7", data: { priority: "low" } })).toEqual({
      id: 7,
      data: { priority: "low" },
    });
    expect(plantRequestEditSchema.safeParse({ id: 7, data: { id: 8 } }).success).toBe(false);
    expect(candidateEditSchema.safeParse({ id: "x", data: {} }).success).toBe(false);
    expect(parseOk(unmatchSchema, { requestId: "3" })).toEqual({ requestId: 3 });
    expect(unmatchSchema.safeParse({ requestId: 3, candidateId: 4 }).success).toBe(false);
  });
});

describe("matching rules", () => {
  const request = { status: "pending", assignedPastoralCandidateId: null };
  const candidate = { status: "available", isApproved: true, assignedChurchPlantRequestId: null };

  it("offers pending and in-progress requests, never matched or completed ones", () => {
    expect(requestMatchBlocker(request)).toBeNull();
    expect(requestMatchBlocker({ ...request, status: "in-progress" })).toBeNull();
    expect(requestMatchBlocker({ ...request, status: "matched" })).toBe(
      MSG.sharedMessages.planting.requestAlreadyMatched,
    );
    expect(requestMatchBlocker({ ...request, assignedPastoralCandidateId: 4 })).toBe(
      MSG.sharedMessages.planting.requestAlreadyMatched,
    );
    expect(requestMatchBlocker({ ...request, status: "completed" })).toBe(
      MSG.sharedMessages.planting.requestCompleted,
    );
  });

  it("takes only available and approved candidates", () => {
    expect(candidateMatchBlocker(candidate)).toBeNull();
    expect(candidateMatchBlocker({ ...candidate, isApproved: false })).toBe(
      MSG.sharedMessages.planting.candidateNotApproved,
    );
    for (const status of ["contacted", "interviewing", "placed"]) {
      expect(candidateMatchBlocker({ ...candidate, status })).toBe(
        MSG.sharedMessages.planting.candidateNotAvailable,
      );
    }
    expect(candidateMatchBlocker({ ...candidate, status: "matched" })).toBe(
      MSG.sharedMessages.planting.candidateAlreadyMatched,
    );
  });

  it("lets an admin set any request status except a 'matched' without a candidate", () => {
    for (const next of ["pending", "in-progress", "completed"] as const) {
      expect(requestStatusChangeBlocker(request, next)).toBeNull();
    }
    expect(requestStatusChangeBlocker(request, "matched")).toBe(
      MSG.sharedMessages.planting.requestMatchOnlyByMatching,
    );
  });

  it("moves a matched request on to completed (or back to matched), not back to pending", () => {
    const matched = { status: "matched", assignedPastoralCandidateId: 4 };
    expect(requestStatusChangeBlocker(matched, "completed")).toBeNull();
    expect(requestStatusChangeBlocker({ ...matched, status: "completed" }, "matched")).toBeNull();
    expect(requestStatusChangeBlocker(matched, "pending")).toBe(
      MSG.sharedMessages.planting.undoRequestMatchFirst,
    );
    expect(requestStatusChangeBlocker(matched, "in-progress")).toBe(
      MSG.sharedMessages.planting.undoRequestMatchFirst,
    );
  });

  it("moves a matched candidate on to placed only", () => {
    const free = { assignedChurchPlantRequestId: null };
    const matched = { assignedChurchPlantRequestId: 9 };
    expect(candidateStatusChangeBlocker(free, "interviewing")).toBeNull();
    expect(candidateStatusChangeBlocker(free, "matched")).toBe(
      MSG.sharedMessages.planting.candidateMatchOnlyByMatching,
    );
    expect(candidateStatusChangeBlocker(matched, "placed")).toBeNull();
    expect(candidateStatusChangeBlocker(matched, "matched")).toBeNull();
    expect(candidateStatusChangeBlocker(matched, "available")).toBe(
      MSG.sharedMessages.planting.undoCandidateMatchFirst,
    );
  });
});
