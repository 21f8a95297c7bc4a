import { describe, expect, it, vi } from "vitest";
import { nextIp, sendJson } from "./auth-helpers.ts";
import { createUser, TEST_PASSWORD, unique } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

// Counts the password verifications the sign-in does, instead of timing them: an unknown email must cost the
// same argon2 verification as a wrong password, or the answer time would tell which accounts exist.
const verifications = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock("../src/services/auth/password.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/services/auth/password.ts")>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      verifications.hashes.push(hash);
      return original.verifyPassword(hash, password);
    },
  };
});

const env = useTestApp();
const login = (email: string, password: string) =>
  sendJson(env.app, "POST", "/api/auth/login", { email, password }, { ip: nextIp() });

describe("sign-in work", () => {
  it("verifies an argon2id hash for an unknown email, a wrong password and a right one alike", async () => {
    const user = await createUser(env.db);
    const cases = [
      [`${unique("nobody")}@example.test`, "wrong password", 401],
      [user.email, "wrong password", 401],
      [user.email, TEST_PASSWORD, 200],
    ] as const;
    for (const [email, password, status] of cases) {
      verifications.hashes.length = 0;
      expect((await login(email, password)).statusCode).toBe(status);
      expect(verifications.hashes, email).toHaveLength(1);
      expect(verifications.hashes[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });
});
