import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { applyServerError, FORM_ERROR } from "./form-errors";

/** The two calls applyServerError makes on a react-hook-form form, recorded. */
function fakeForm(values: Record<string, unknown>) {
  const set: Record<string, string | undefined> = {};
  return {
    set,
    getValues: () => values,
    setError: (name: string, error: { message?: string }) => {
      set[name] = error.message;
    },
  };
}

const trpcError = (fieldErrors: Record<string, string[]> | null, message = "Bad input") =>
  TRPCClientError.from({
    error: { code: -32600, message, data: { code: "BAD_REQUEST", httpStatus: 400, fieldErrors } },
  });

describe("applyServerError", () => {
  it("puts the first message of each field the form has beside it, nested paths included", () => {
    const form = fakeForm({ email: "", churchData: { name: "" } });
    const placed = applyServerError(
      form as never,
      trpcError({ email: ["Taken", "Second"], "churchData.name": ["Church name is required"] }),
    );
    expect(placed).toBe(true);
    expect(form.set).toEqual({ email: "Taken", "churchData.name": "Church name is required" });
  });

  it("makes a field the form does not show, or a failure without fields, the form's own message", () => {
    const unknownField = fakeForm({ email: "" });
    expect(applyServerError(unknownField as never, trpcError({ imageUrl: ["Not your upload"] }))).toBe(false);
    expect(unknownField.set).toEqual({ [FORM_ERROR]: "Not your upload" });

    const plain = fakeForm({ email: "" });
    expect(applyServerError(plain as never, new Error("Upload failed (413)"), "Fallback")).toBe(false);
    expect(plain.set).toEqual({ [FORM_ERROR]: "Upload failed (413)" });
  });
});
