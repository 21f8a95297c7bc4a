import { completeFacets, DEFAULT_WORSHIP_LANGUAGES, userHasRole, weeklyServiceSchema } from "@app/shared";
import { sql } from "kysely";
import { createOfflineGeocoder } from "../adapters/geocoder.ts";
import type { Database } from "../db/connect.ts";
import { hashPassword } from "../services/auth/password.ts";
import { inTransaction, type Trx } from "../services/transaction.ts";
import { replaceServices } from "../services/weekly-services/rows.ts";
import { serviceTimesText } from "../services/weekly-services/text.ts";
import { DEMO_FACETS, DEMO_SERVICES } from "./demo-services.ts";
import { seedFreshness } from "./freshness.ts";
import {
  type ChurchKey,
  DEMO_ADMIN_NAME,
  DEMO_APPROVED_RESOURCES,
  DEMO_CANDIDATES,
  DEMO_CHURCH_USER,
  DEMO_CHURCHES,
  DEMO_EVENTS,
  DEMO_PENDING_RESOURCES,
  DEMO_PLANT_REQUESTS,
  DEMO_RESOURCE_TYPES,
  DEMO_SOCIAL_LINKS,
  OWNED_CHURCH,
  PHOTOGRAPHED_CHURCHES,
  PHOTOGRAPHED_EVENTS,
} from "./seed-data.ts";
import { churchScene, gatheringScene, storeSeedPhoto } from "./seed-photos.ts";

export interface SeedOptions {
  adminEmail: string;
  /**
   * Needed only to create the administrator (or fill an empty password): a restart with SEED_DEMO=true and no
   * ADMIN_PASSWORD leaves the existing administrator as it is.
   */
  adminPassword?: string;
  churchUserPassword?: string;
  /** The calendar used to place demo events relative to "today"; defaults to the network's America/Chicago. */
  timeZone?: string;
}

// Any constant works: it only has to be the same for every process that seeds, so concurrent seeds queue up.
const SEED_LOCK_KEY = 727_001;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/**
 * Fills an empty database with demo content and leaves an already seeded one exactly as it is.
 *
 * Rows are matched on natural keys (church name + city + state, user email, resource title, event title, resource
 * type name, platform, plant request email + city, candidate email); only missing rows are inserted, and nothing
 * existing is updated except to fill an admin password that is empty or to give the demo church account its
 * church when neither side is taken yet. Runs in one transaction under an advisory lock.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<{ created: boolean }> {
  const adminEmail = options.adminEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail))
    throw new Error(`Admin email "${options.adminEmail}" is not valid`);
  if (adminEmail === DEMO_CHURCH_USER.email) {
    throw new Error(`Admin email must differ from the demo church account (${DEMO_CHURCH_USER.email})`);
  }
  if (options.adminPassword !== undefined) checkPassword("Admin password", options.adminPassword);
  const churchUserPassword = options.churchUserPassword ?? DEMO_CHURCH_USER.defaultPassword;
  checkPassword("Church user password", churchUserPassword);
  const today = todayIn(options.timeZone ?? "America/Chicago");

  return inTransaction(db, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const counts = [await seedAdmin(trx, adminEmail, options.adminPassword), await seedChurches(trx)];
    const adminId = await userId(trx, adminEmail);
    const churchIds = await churchIdsByKey(trx);
    counts.push(
      await seedChurchUser(trx, churchUserPassword, churchIds),
      await seedEvents(trx, adminId, churchIds, today),
      await seedResourceTypes(trx),
      await seedResources(trx, adminId, churchIds),
      await seedSocialLinks(trx),
      await seedPlantRequests(trx),
      await seedCandidates(trx, churchIds),
      await seedServices(trx, churchIds),
      await seedFacets(trx, churchIds),
      await seedFreshness(trx, churchIds, requireChurch(churchIds, OWNED_CHURCH)),
    );
    return { created: counts.some((changed) => changed > 0) };
  });
}

function checkPassword(label: string, password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new Error(`${label} must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  }
}

function churchKey(church: ChurchKey): string {
  return `${church.name.toLowerCase()}|${church.city.toLowerCase()}|${church.state}`;
}

async function userId(trx: Trx, email: string): Promise<number> {
  const row = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return row.id;
}

async function seedAdmin(trx: Trx, email: string, password: string | undefined): Promise<number> {
  const existing = await trx
    .selectFrom("users")
    .select(["id", "role", "password"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!existing) {
    if (password === undefined)
      throw new Error(
        `Set ADMIN_PASSWORD: the administrator ${email} does not exist yet and needs a password`,
      );
    await trx
      .insertInto("users")
      .values({ email, password: await hashPassword(password), role: "admin", ...DEMO_ADMIN_NAME })
      .execute();
    return 1;
  }
  // Promoting an existing church account silently would hand it the whole site: refuse instead.
  if (!userHasRole(existing, "admin")) {
    throw new Error(`User ${email} already exists with role "${existing.role}"; choose another admin email`);
  }
  if (existing.password.trim() === "" && password !== undefined) {
    await trx
      .updateTable("users")
      .set({ password: await hashPassword(password) })
      .where("id", "=", existing.id)
      .execute();
    return 1;
  }
  return 0;
}

async function churchIdsByKey(trx: Trx): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom("churches")
    .select(["id", "name", "city", "state"])
    .orderBy("id")
    .execute();
  const ids = new Map<string, number>();
  for (const row of rows) {
    const key = churchKey({ name: row.name, city: row.city, state: row.state as ChurchKey["state"] });
    if (!ids.has(key)) ids.set(key, row.id);
  }
  return ids;
}

function requireChurch(ids: Map<string, number>, church: ChurchKey): number {
  const id = ids.get(churchKey(church));
  if (id === undefined)
    throw new Error(`Demo church ${church.name} (${church.city}, ${church.state}) is missing`);
  return id;
}

async function seedChurches(trx: Trx): Promise<number> {
  const existing = await churchIdsByKey(trx);
  const missing = DEMO_CHURCHES.filter((church) => !existing.has(churchKey(church)));
  if (missing.length === 0) return 0;
  // One at a time: each picture is a second or so of CPU, and the machine may be serving meanwhile.
  const images = new Map<string, string>();
  for (const church of missing) {
    if (PHOTOGRAPHED_CHURCHES.includes(church.name))
      images.set(church.name, await storeSeedPhoto(trx, churchScene(church.name)));
  }
  await trx
    .insertInto("churches")
    .values(
      missing.map((church) => ({
        name: church.name,
        address: church.address,
        city: church.city,
        state: church.state,
        zipCode: church.zipCode,
        latitude: church.latitude,
        longitude: church.longitude,
        phone: church.phone,
        email: church.email,
        website: church.website,
        pastorName: church.pastorName,
        serviceTimes: church.serviceTimes,
        description: church.description,
        memberCount: church.memberCount,
        worshipLanguages: [...(church.worshipLanguages ?? DEFAULT_WORSHIP_LANGUAGES)],
        imageUrl: images.get(church.name) ?? null,
        ownerId: null,
        isApproved: church.isApproved,
      })),
    )
    .execute();
  return missing.length;
}

/** The demo churches' accessibility and family answers: written once (a church that has answers keeps them). */
async function seedFacets(trx: Trx, churchIds: Map<string, number>): Promise<number> {
  const rows = DEMO_FACETS.map(({ church, facets }) => ({
    churchId: requireChurch(churchIds, church),
    ...completeFacets(facets),
  }));
  const inserted = await trx
    .insertInto("churchFacets")
    .values(rows)
    .onConflict((conflict) => conflict.column("churchId").doNothing())
    .returning("churchId")
    .execute();
  return inserted.length;
}

/**
 * The demo churches that list their services as data: written once (a church that has services keeps them), with
 * the church's text written from them as any save writes it.
 */
async function seedServices(trx: Trx, churchIds: Map<string, number>): Promise<number> {
  let seeded = 0;
  for (const { church, services } of DEMO_SERVICES) {
    const churchId = requireChurch(churchIds, church);
    const has = await trx
      .selectFrom("churchServices")
      .select("id")
      .where("churchId", "=", churchId)
      .executeTakeFirst();
    if (has) continue;
    const parsed = services.map((service) => weeklyServiceSchema.parse(service));
    await replaceServices(trx, churchId, parsed);
    await trx
      .updateTable("churches")
      .set({ serviceTimes: serviceTimesText(parsed) })
      .where("id", "=", churchId)
      .execute();
    seeded += 1;
  }
  return seeded;
}

async function seedChurchUser(trx: Trx, password: string, churchIds: Map<string, number>): Promise<number> {
  let changed = 0;
  let user = await trx
    .selectFrom("users")
    .select(["id", "churchId"])
    .where("email", "=", DEMO_CHURCH_USER.email)
    .executeTakeFirst();
  if (!user) {
    user = await trx
      .insertInto("users")
      .values({
        email: DEMO_CHURCH_USER.email,
        password: await hashPassword(password),
        firstName: DEMO_CHURCH_USER.firstName,
        lastName: DEMO_CHURCH_USER.lastName,
        role: "church",
      })
      .returning(["id", "churchId"])
      .executeTakeFirstOrThrow();
    changed++;
  }

  // Link the account and its church only while both are free, so a re-seed never moves an ownership that an
  // administrator or the user changed since.
  const churchId = requireChurch(churchIds, OWNED_CHURCH);
  const church = await trx
    .selectFrom("churches")
    .select("ownerId")
    .where("id", "=", churchId)
    .executeTakeFirstOrThrow();
  const ownsAnother = await trx
    .selectFrom("churches")
    .select("id")
    .where("ownerId", "=", user.id)
    .executeTakeFirst();
  if (church.ownerId === null && !ownsAnother && user.churchId === null) {
    await trx.updateTable("churches").set({ ownerId: user.id }).where("id", "=", churchId).execute();
    await trx.updateTable("users").set({ churchId }).where("id", "=", user.id).execute();
    changed++;
  }
  return changed;
}

/** Today's calendar date in the given time zone, as UTC midnight (date arithmetic only, no clock time). */
function todayIn(timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day")));
}

function addDays(day: Date, offset: number): string {
  const date = new Date(day.getTime());
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function seedEvents(
  trx: Trx,
  adminId: number,
  churchIds: Map<string, number>,
  today: Date,
): Promise<number> {
  const titles = new Set(
    (await trx.selectFrom("events").select("title").execute()).map((row) => row.title.toLowerCase()),
  );
  const missing = DEMO_EVENTS.filter((event) => !titles.has(event.title.toLowerCase()));
  if (missing.length === 0) return 0;
  const images = new Map<string, string>();
  for (const event of missing) {
    if (PHOTOGRAPHED_EVENTS.includes(event.title))
      images.set(event.title, await storeSeedPhoto(trx, gatheringScene(event.title)));
  }
  await trx
    .insertInto("events")
    .values(
      missing.map((event) => ({
        title: event.title,
        description: event.description,
        startDate: addDays(today, event.startOffsetDays),
        endDate: event.endOffsetDays === undefined ? null : addDays(today, event.endOffsetDays),
        time: event.allDay ? null : event.time,
        allDay: event.allDay,
        churchId: requireChurch(churchIds, event.host),
        location: event.location,
        type: event.type,
        capacity: event.capacity ?? null,
        registrationRequired: event.registrationRequired,
        callToActionText: event.callToActionText ?? null,
        callToActionUrl: event.callToActionUrl ?? null,
        imageUrl: images.get(event.title) ?? null,
        createdBy: adminId,
      })),
    )
    .execute();
  return missing.length;
}

async function seedResourceTypes(trx: Trx): Promise<number> {
  const names = new Set(
    (await trx.selectFrom("resourceTypes").select("name").execute()).map((row) => row.name.toLowerCase()),
  );
  const missing = DEMO_RESOURCE_TYPES.filter((type) => !names.has(type.name.toLowerCase()));
  if (missing.length === 0) return 0;
  await trx
    .insertInto("resourceTypes")
    .values(missing.map((type) => ({ name: type.name, color: type.color })))
    .execute();
  return missing.length;
}

async function seedResources(trx: Trx, adminId: number, churchIds: Map<string, number>): Promise<number> {
  const titles = new Set(
    (await trx.selectFrom("resources").select("title").execute()).map((row) => row.title.toLowerCase()),
  );
  const approved = DEMO_APPROVED_RESOURCES.filter(
    (resource) => !titles.has(resource.title.toLowerCase()),
  ).map((resource) => ({
    title: resource.title,
    description: resource.description,
    type: resource.type,
    fileName: resource.fileName ?? null,
    fileUrl: resource.fileUrl,
    fileSize: resource.fileSize ?? null,
    uploadedBy: adminId,
    submitterName: null,
    submitterEmail: null,
    churchName: null,
    churchId: resource.church ? requireChurch(churchIds, resource.church) : null,
    status: "approved",
    downloadCount: resource.downloadCount,
  }));
  const pending = DEMO_PENDING_RESOURCES.filter((resource) => !titles.has(resource.title.toLowerCase())).map(
    (resource) => ({
      title: resource.title,
      description: resource.description,
      type: resource.type,
      fileName: resource.fileName ?? null,
      fileUrl: resource.fileUrl,
      fileSize: resource.fileSize ?? null,
      uploadedBy: null,
      submitterName: resource.submitterName,
      submitterEmail: resource.submitterEmail,
      churchName: resource.churchName,
      churchId: null,
      status: "pending",
      downloadCount: resource.downloadCount,
    }),
  );
  const rows = [...approved, ...pending];
  if (rows.length === 0) return 0;
  await trx.insertInto("resources").values(rows).execute();
  return rows.length;
}

async function seedSocialLinks(trx: Trx): Promise<number> {
  const platforms = new Set(
    (await trx.selectFrom("socialMediaLinks").select("platform").execute()).map((row) => row.platform),
  );
  const missing = DEMO_SOCIAL_LINKS.filter((link) => !platforms.has(link.platform));
  if (missing.length === 0) return 0;
  await trx
    .insertInto("socialMediaLinks")
    .values(missing.map((link) => ({ platform: link.platform, url: link.url, isActive: link.isActive })))
    .execute();
  return missing.length;
}

async function seedPlantRequests(trx: Trx): Promise<number> {
  const keyOf = (email: string, city: string) => `${email.toLowerCase()}|${city.toLowerCase()}`;
  const existing = new Set(
    (await trx.selectFrom("churchPlantRequests").select(["requestorEmail", "cityName"]).execute()).map(
      (row) => keyOf(row.requestorEmail, row.cityName),
    ),
  );
  const missing = DEMO_PLANT_REQUESTS.filter(
    (request) => !existing.has(keyOf(request.requestorEmail, request.cityName)),
  );
  if (missing.length === 0) return 0;
  // Placed on the admin's planting map like a request submitted through the form (offline gazetteer).
  const geocoder = createOfflineGeocoder();
  const placed = await Promise.all(
    missing.map(async (request) => {
      const place = await geocoder.geocode({ city: request.cityName, state: request.stateName });
      return { ...request, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
    }),
  );
  await trx.insertInto("churchPlantRequests").values(placed).execute();
  return missing.length;
}

async function seedCandidates(trx: Trx, churchIds: Map<string, number>): Promise<number> {
  const emails = new Set(
    (await trx.selectFrom("pastoralCandidates").select("email").execute()).map((row) =>
      row.email.toLowerCase(),
    ),
  );
  const missing = DEMO_CANDIDATES.filter((candidate) => !emails.has(candidate.email.toLowerCase()));
  if (missing.length === 0) return 0;
  await trx
    .insertInto("pastoralCandidates")
    .values(
      missing.map(({ currentChurch, ...candidate }) => ({
        ...candidate,
        currentChurchId: currentChurch ? requireChurch(churchIds, currentChurch) : null,
      })),
    )
    .execute();
  return missing.length;
}
