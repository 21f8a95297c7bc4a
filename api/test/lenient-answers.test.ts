import { describe, expect, it } from "vitest";
import { LenientAnswers } from "../src/services/churches/directory-version.ts";
import { createChurch } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

describe("answers a reader may get a little late (the sitemap files)", () => {
  it("serve through a directory change for their lateness, then follow the version", async () => {
    let time = 0;
    let made = 0;
    const make = async () => ++made;
    const answers = new LenientAnswers<number>(
      4,
      () => 60_000,
      () => time,
    );
    expect(await answers.get(env.db, "sitemap-1", make)).toBe(1);
    await createChurch(env.db);
    time += 59_999;
    expect(await answers.get(env.db, "sitemap-1", make)).toBe(1);
    time += 1;
    expect(await answers.get(env.db, "sitemap-1", make)).toBe(2);
    // Made for the current version: it serves as long as that holds.
    time += 120_000;
    expect(await answers.get(env.db, "sitemap-1", make)).toBe(2);
  });

  it("follow every change when they may not be late (a small directory)", async () => {
    let made = 0;
    const make = async () => ++made;
    const answers = new LenientAnswers<number>(4, () => 0);
    expect(await answers.get(env.db, "sitemap-1", make)).toBe(1);
    expect(await answers.get(env.db, "sitemap-1", make)).toBe(1);
    await createChurch(env.db);
    expect(await answers.get(env.db, "sitemap-1", make)).toBe(2);
  });

  it("share one making between concurrent requests, and forget a failed one", async () => {
    let made = 0;
    const answers = new LenientAnswers<number>(4, () => 60_000);
    const slow = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return made;
    };
    const all = await Promise.all(Array.from({ length: 8 }, () => answers.get(env.db, "sitemap-2", slow)));
    expect(new Set(all)).toEqual(new Set([1]));
    const failing = async (): Promise<number> => {
      throw new Error("the database went away");
    };
    await expect(answers.get(env.db, "sitemap-3", failing)).rejects.toThrow("went away");
    expect(await answers.get(env.db, "sitemap-3", async () => 7)).toBe(7);
  });
});
