/**
 * The service kernel every write goes through: inTransaction (joins a caller's transaction instead of opening
 * a second one) and adminWrite (the admin check, the write and its audit entry, all or nothing).
 */
import { PLANTING_MESSAGES } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminWrite } from "../src/services/audit/write.ts";
import { inTransaction } from "../src/services/transaction.ts";
import { createAdmin, createChurch, createUser, unique } from "./factories.ts";
import { createTestDatabase, type TestDatabase } from "./harness.ts";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());

const rename = (db: TestDatabase["db"], id: number, name: string) =>
  db.updateTable("churches").set({ name }).where("id", "=", id).execute();

const nameOf = async (id: number) =>
  (await testDb.db.selectFrom("churches").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;

const auditRows = (entityId: number) =>
  testDb.db
    .selectFrom("auditLog")
    .select(["action", "summary", "beforeValues", "afterValues"])
    .where("entityId", "=", String(entityId))
    .orderBy("id")
    .execute();

class Abort extends Error {}

describe("inTransaction", () => {
  it("joins the caller's transaction: the caller's rollback undoes the inner work too", async () => {
    const church = await createChurch(testDb.db, { name: "Before" });
    const outcome = await testDb.db
      .transaction()
      .execute(async (outer) => {
        await inTransaction(outer, async (inner) => {
          // The same connection: a second transaction would not see the outer one's uncommitted row lock.
          expect(inner).toBe(outer);
          await rename(inner, church.id, "Inner");
        });
        throw new Abort();
      })
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Abort);
    expect(await nameOf(church.id)).toBe("Before");
  });

  it("opens a transaction of its own when there is none: a failure leaves nothing behind", async () => {
    const church = await createChurch(testDb.db, { name: "Before" });
    const outcome = await inTransaction(testDb.db, async (trx) => {
      expect(trx.isTransaction).toBe(true);
      await rename(trx, church.id, "Half done");
      throw new Abort();
    }).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Abort);
    expect(await nameOf(church.id)).toBe("Before");
  });

  it("turns a lost race into a 409 with the given message, and only when asked", async () => {
    const taken = unique("Type");
    await testDb.db.insertInto("resourceTypes").values({ name: taken, color: "blue" }).execute();
    const insertTaken = () =>
      inTransaction(testDb.db, (trx) =>
        trx.insertInto("resourceTypes").values({ name: taken, color: "red" }).execute(),
      );
    // Without the option the database's own error goes on (a 500 in the end), unchanged.
    await expect(insertTaken()).rejects.toMatchObject({ code: "23505" });
    await expect(
      inTransaction(
        testDb.db,
        (trx) => trx.insertInto("resourceTypes").values({ name: taken, color: "red" }).execute(),
        { concurrentChange: MSG.sharedMessages.planting.changedMeanwhile },
      ),
    ).rejects.toMatchObject({ kind: "CONFLICT", message: PLANTING_MESSAGES.changedMeanwhile });
  });
});

describe("adminWrite", () => {
  it("refuses anyone but an administrator before running the write", async () => {
    const church = await createChurch(testDb.db, { name: "Before" });
    const user = await createUser(testDb.db);
    let ran = false;
    const write = adminWrite({ db: testDb.db, user }, async () => {
      ran = true;
      return { result: null, audit: null };
    });
    await expect(write).rejects.toMatchObject({ kind: "FORBIDDEN" });
    expect(ran).toBe(false);
    expect(await auditRows(church.id)).toEqual([]);
  });

  it("records the entry with only the fields that changed, and nothing for a change that changed nothing", async () => {
    const church = await createChurch(testDb.db, { name: "Before", city: "Ames" });
    const admin = await createAdmin(testDb.db);
    const update = (after: { name: string; city: string }) =>
      adminWrite({ db: testDb.db, user: admin }, async (trx) => {
        await rename(trx, church.id, after.name);
        return {
          result: after.name,
          audit: {
            action: "update" as const,
            entity: "church",
            entityId: church.id,
            summary: (changed: string[]) => `Changed ${changed.join(", ")}`,
            before: { name: "Before", city: "Ames" },
            after,
          },
        };
      });
    expect(await update({ name: "Before", city: "Ames" })).toBe("Before");
    expect(await auditRows(church.id)).toEqual([]);
    expect(await update({ name: "After", city: "Ames" })).toBe("After");
    expect(await auditRows(church.id)).toEqual([
      {
        action: "update",
        summary: "Changed name",
        beforeValues: { name: "Before" },
        afterValues: { name: "After" },
      },
    ]);
  });

  it("rolls back the write when recording it fails, so no change goes unrecorded", async () => {
    const church = await createChurch(testDb.db, { name: "Before" });
    const admin = await createAdmin(testDb.db);
    const write = adminWrite({ db: testDb.db, user: admin }, async (trx) => {
      await rename(trx, church.id, "After");
      // An entry naming an edit that does not exist breaks the reverts_id foreign key.
      return {
        result: null,
        audit: {
          action: "revert" as const,
          entity: "church",
          entityId: church.id,
          summary: "x",
          revertsId: -1,
        },
      };
    });
    await expect(write).rejects.toThrow();
    expect(await nameOf(church.id)).toBe("Before");
    expect(await auditRows(church.id)).toEqual([]);
  });
});
