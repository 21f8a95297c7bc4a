import { type Message, translate } from "@app/shared/i18n";
import { describe, expect, it } from "vitest";
import { checkImageFile as check, checkFileCount, type FileProblem, formatBytes } from "./checks";

/** The problem as an English reader sees it. */
const english = (problem: FileProblem | null) =>
  problem && { title: translate(problem.title, "en"), description: translate(problem.description, "en") };
const checkImageFile = (...args: Parameters<typeof check>) => english(check(...args));
const inEnglish = (message: Message | undefined) => message && translate(message, "en");

const file = (type: string, size = 1000, name = "photo.png") => ({ name, type, size });

describe("checkImageFile", () => {
  it("accepts the four image types the server keeps, up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      expect(checkImageFile(file(type, 5_242_880))).toBeNull();
    }
  });

  it("refuses other types with the section-5 text on forms", () => {
    for (const type of ["image/svg+xml", "text/html", "application/pdf", ""]) {
      expect(checkImageFile(file(type))).toEqual({
        title: "Invalid file type",
        description: "Please upload an image file (JPG, PNG, etc.)",
      });
    }
  });

  it("refuses a file over 5 MB with the section-5 text on forms", () => {
    expect(checkImageFile(file("image/png", 5_242_881))).toEqual({
      title: "File too large",
      description: "Please upload an image smaller than 5MB",
    });
  });

  it("uses the widget's restriction texts when asked", () => {
    expect(checkImageFile(file("image/png", 6_000_000, "big.png"), "widget")?.description).toBe(
      "big.png exceeds maximum allowed size of 5 MB",
    );
    expect(checkImageFile(file("image/svg+xml"), "widget")?.description).toBe(
      "You can only upload: image/jpeg, image/png, image/webp, image/gif",
    );
  });
});

describe("checkFileCount", () => {
  it("allows one file and refuses more", () => {
    expect(checkFileCount(1)).toBeNull();
    expect(inEnglish(checkFileCount(2)?.description)).toBe("You can only upload 1 file(s)");
  });
});

describe("formatBytes", () => {
  it("steps by 1024", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(5_242_880)).toBe("5 MB");
  });
});
