import { describe, expect, it } from "vitest";
import {
  ADMIN_ERRORS,
  approveChurchFailed,
  mapChurchesWithLocation,
  resourceSubmitFailed,
  tooLong,
  UPLOAD_WIDGET_MESSAGES,
} from "./messages.ts";

describe("messages with placeholders", () => {
  it("fill in status and text as the documented error format writes them", () => {
    expect(resourceSubmitFailed(400, "Bad Request")).toBe("Failed to submit resource: 400 Bad Request");
    expect(approveChurchFailed(500, "oops")).toBe("Failed to approve church: 500 oops");
    expect(ADMIN_ERRORS.createResource("network down")).toBe("Failed to create resource: network down");
    expect(mapChurchesWithLocation(12)).toBe("Showing 12 churches with location data");
    expect(tooLong(50)).toBe("Must be at most 50 characters");
  });

  it("fill in the upload widget's restriction texts", () => {
    expect(UPLOAD_WIDGET_MESSAGES.maxFiles(1)).toBe("You can only upload 1 file(s)");
    expect(UPLOAD_WIDGET_MESSAGES.exceedsMaxSize("photo.jpg", "5 MB")).toBe(
      "photo.jpg exceeds maximum allowed size of 5 MB",
    );
    expect(UPLOAD_WIDGET_MESSAGES.duplicate("a.png")).toBe(
      "Cannot add the duplicate file 'a.png', it already exists",
    );
    expect(UPLOAD_WIDGET_MESSAGES.additionalRestrictions(3)).toBe(
      "3 additional restrictions were not fulfilled",
    );
  });
});
