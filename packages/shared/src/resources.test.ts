import { describe, expect, it } from "vitest";
import { ADMIN_LIST_PAGE_SIZE } from "./admin-lists.ts";
import {
  adminResourceFilterSchema,
  adminResourceSchema,
  adminResourceUpdateSchema,
  resourceIdSchema,
  resourceStatusSchema,
  resourceStatusUpdateSchema,
  resourceSubmissionSchema,
  resourceTypeSchema,
} from "./resources.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

const submission = {
  title: "Youth retreat talk",
  description: "Recording of the Saturday session.",
  type: "video",
  fileUrl: "https://youtu.be/abc123",
  submitterName: "Ann Lee",
  submitterEmail: "ann@grace.org",
  churchName: "Grace Fellowship",
};

describe("resourceSubmissionSchema", () => {
  it("accepts a complete submission", () => {
    expect(parseOk(resourceSubmissionSchema, submission)).toEqual(submission);
  });

  it("gives exactly the original messages", () => {
    expect(
      errorsOf(resourceSubmissionSchema, {
        title: " ",
        description: "",
        type: "",
        fileUrl: "youtube",
        submitterName: "",
        submitterEmail: "ann",
        churchName: "",
      }),
    ).toEqual({
      title: ["Title is required"],
      description: ["Description is required"],
      type: ["Type is required"],
      fileUrl: ["Please enter a valid URL"],
      submitterName: ["Your name is required"],
      submitterEmail: ["Please enter a valid email"],
      churchName: ["Church name is required"],
    });
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "ftp://files.example.com/a.pdf"])(
    "refuses the file URL %s",
    (fileUrl) => {
      expect(errorsOf(resourceSubmissionSchema, { ...submission, fileUrl })).toEqual({
        fileUrl: ["Please enter a valid URL"],
      });
    },
  );

  it.each([
    ["status", "approved"],
    ["downloadCount", 1000],
    ["uploadedBy", 1],
    ["churchId", 3],
  ])("refuses the server-owned field %s", (field, value) => {
    expect(resourceSubmissionSchema.safeParse({ ...submission, [field]: value }).success).toBe(false);
  });
});

describe("adminResourceSchema", () => {
  it("needs a title and a type; the rest is optional", () => {
    expect(errorsOf(adminResourceSchema, {})).toEqual({
      title: ["Title is required"],
      type: ["Type is required"],
    });
    expect(
      parseOk(adminResourceSchema, {
        title: "Guide",
        type: "document",
        description: "",
        fileUrl: "",
        churchId: "",
      }),
    ).toEqual({ title: "Guide", type: "document", description: null, fileUrl: null, churchId: null });
  });

  it("coerces the church id and checks the URL", () => {
    expect(parseOk(adminResourceSchema, { title: "Guide", type: "document", churchId: "4" }).churchId).toBe(
      4,
    );
    expect(errorsOf(adminResourceSchema, { title: "Guide", type: "doc", fileUrl: "javascript:x" })).toEqual({
      fileUrl: ["Please enter a valid URL"],
    });
  });

  it("refuses a status: admins change it through the status call", () => {
    expect(
      adminResourceSchema.safeParse({ title: "Guide", type: "document", status: "approved" }).success,
    ).toBe(false);
  });
});

describe("resourceTypeSchema", () => {
  it("defaults the colour to gray and accepts the listed colours only", () => {
    expect(parseOk(resourceTypeSchema, { name: " Sermons " })).toEqual({ name: "Sermons", color: "gray" });
    expect(parseOk(resourceTypeSchema, { name: "Music", color: "teal" }).color).toBe("teal");
    expect(errorsOf(resourceTypeSchema, { name: "Music", color: "black" })).toEqual({
      color: ["Please choose one of the options"],
    });
    expect(errorsOf(resourceTypeSchema, { name: "" })).toEqual({ name: ["Name is required"] });
    expect(errorsOf(resourceTypeSchema, { name: "x".repeat(51) })).toEqual({
      name: ["Must be at most 50 characters"],
    });
  });
});

describe("resourceStatusSchema", () => {
  it("accepts the three statuses only", () => {
    expect(parseOk(resourceStatusSchema, { status: "approved" })).toEqual({ status: "approved" });
    expect(resourceStatusSchema.safeParse({ status: "published" }).success).toBe(false);
  });
});

describe("id-carrying inputs", () => {
  it("coerce the path id and stay strict", () => {
    expect(parseOk(resourceStatusUpdateSchema, { id: "7", status: "rejected" })).toEqual({
      id: 7,
      status: "rejected",
    });
    expect(errorsOf(resourceStatusUpdateSchema, { id: "x", status: "approved" })).toEqual({
      id: ["Invalid id"],
    });
    expect(resourceStatusUpdateSchema.safeParse({ id: 7, status: "approved", title: "x" }).success).toBe(
      false,
    );
    expect(parseOk(resourceIdSchema, { id: "12" })).toEqual({ id: 12 });
    expect(parseOk(adminResourceUpdateSchema, { id: 3, title: "Guide", type: "document" }).id).toBe(3);
    expect(
      adminResourceUpdateSchema.safeParse({ id: 3, title: "Guide", type: "document", status: "approved" })
        .success,
    ).toBe(false);
  });
});

describe("adminResourceFilterSchema", () => {
  it("treats missing and empty filters as any, on the first page by default", () => {
    const firstPage = { offset: 0, limit: ADMIN_LIST_PAGE_SIZE };
    expect(parseOk(adminResourceFilterSchema, undefined)).toEqual(firstPage);
    expect(parseOk(adminResourceFilterSchema, { type: "", churchId: "" })).toEqual({
      ...firstPage,
      type: "",
      churchId: null,
    });
    expect(parseOk(adminResourceFilterSchema, { type: " Video ", churchId: "5" })).toEqual({
      ...firstPage,
      type: "Video",
      churchId: 5,
    });
    expect(adminResourceFilterSchema.safeParse({ churchId: "abc" }).success).toBe(false);
  });
});
