// Issue 42, deliverable 1: every directory card shows its listing's last confirmation, which the page of cards
// carries (docs/product/freshness.md#confirmed-on): no request per card.
import { describe, expect, it } from "vitest";
import { directoryVersion } from "../src/services/churches/directory-version.ts";
import { monthsBefore, recordConfirmation } from "../src/services/freshness/confirmations.ts";
import { confirmByLink, issueConfirmationLink } from "../src/services/freshness/cycle.ts";
import { createChurch, unique } from "./factories.ts";
import { callerAs, testConfig } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
const config = testConfig();

async function cardsOf(q: string) {
  const { items } = await callerAs(env.db).churches.page({ q, offset: 0, limit: 10 });
  return new Map(items.map((church) => [church.id, church]));
}

describe("the directory page's confirmations", () => {
  it("gives each card when and by whom its listing was confirmed, stale or never", async () => {
    const town = unique("Confirmed");
    const now = new Date();
    const owned = await createChurch(env.db, { name: `${town} Owned` });
    const imported = await createChurch(env.db, { name: `${town} Imported` });
    const old = await createChurch(env.db, { name: `${town} Old` });
    const never = await createChurch(env.db, { name: `${town} Never` });
    // Three days ago, with milliseconds, which the card's answer leaves out.
    const recent = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
    recent.setUTCMilliseconds(456);
    await recordConfirmation(env.db, owned.id, "owner", { listing: true, services: false }, recent);
    await recordConfirmation(env.db, imported.id, "import", { listing: true, services: true }, recent);
    const longAgo = monthsBefore(now, config.FRESHNESS_STALE_MONTHS + 1);
    await recordConfirmation(env.db, old.id, "admin", { listing: true, services: true }, longAgo);

    const cards = await cardsOf(town);
    const seconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
    expect(cards.get(owned.id)?.confirmation).toEqual({
      confirmedAt: seconds(recent),
      confirmedBy: "owner",
      stale: false,
    });
    expect(cards.get(imported.id)?.confirmation).toEqual({
      confirmedAt: seconds(recent),
      confirmedBy: "import",
      stale: false,
    });
    expect(cards.get(old.id)?.confirmation).toEqual({
      confirmedAt: seconds(longAgo),
      confirmedBy: "admin",
      stale: true,
    });
    expect(cards.get(never.id)?.confirmation).toEqual({ confirmedAt: null, confirmedBy: null, stale: true });
    // Only these three: the answer grows by a small object per card, no more.
    expect(Object.keys(cards.get(owned.id)?.confirmation ?? {}).sort()).toEqual([
      "confirmedAt",
      "confirmedBy",
      "stale",
    ]);
  });

  it("shows a confirmation that changed nothing else on the next read, though pages are kept per version", async () => {
    const town = unique("Reconfirmed");
    const church = await createChurch(env.db, { name: `${town} Chapel` });
    const longAgo = monthsBefore(new Date(), config.FRESHNESS_STALE_MONTHS + 2);
    await recordConfirmation(env.db, church.id, "owner", { listing: true, services: true }, longAgo);
    expect((await cardsOf(town)).get(church.id)?.confirmation.stale).toBe(true);

    // The owner's "Everything is still right": no church column changes, yet the card reads it at once.
    const token = await issueConfirmationLink(env.db, church.id, config.RECONFIRM_LINK_DAYS);
    await confirmByLink({ db: env.db }, { churchId: church.id, token });
    const card = (await cardsOf(town)).get(church.id)?.confirmation;
    expect(card).toMatchObject({ confirmedBy: "owner", stale: false });
    expect(Date.now() - Date.parse(card?.confirmedAt ?? "")).toBeLessThan(60 * 60 * 1000);
  });

  it("moves the directory version for a listing's confirmation, not for the yearly cycle's steps", async () => {
    const church = await createChurch(env.db);
    const before = await directoryVersion(env.db);
    await recordConfirmation(env.db, church.id, "admin", { listing: true, services: true });
    const inserted = await directoryVersion(env.db);
    expect(inserted).toBeGreaterThan(before);

    // The sweep's stamps (asked, reminded, queued) and a services-only change are no card's business.
    await env.db
      .updateTable("churchConfirmations")
      .set({ askedAt: new Date(), servicesConfirmedAt: new Date() })
      .where("churchId", "=", church.id)
      .execute();
    expect(await directoryVersion(env.db)).toBe(inserted);

    await recordConfirmation(env.db, church.id, "owner", { listing: true, services: false });
    expect(await directoryVersion(env.db)).toBeGreaterThan(inserted);
  });

  it("keeps the documented list and search without it: only the page's cards carry it", async () => {
    const church = await createChurch(env.db, { name: unique("Listed ") });
    await recordConfirmation(env.db, church.id, "owner", { listing: true, services: true });
    const caller = callerAs(env.db);
    const [list, search] = await Promise.all([
      caller.churches.list(),
      caller.churches.search({ q: church.name }),
    ]);
    const listed = list.items.find((item) => item.id === church.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty("confirmation");
    expect(search.items.find((item) => item.id === church.id)).not.toHaveProperty("confirmation");
  });
});
