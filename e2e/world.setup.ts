import { type APIRequestContext, test as setup } from "@playwright/test";
import { gradientPng } from "./fixtures/images.ts";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { approveChurch, registerOwner, type World, type WorldChurch, writeWorld } from "./fixtures/world.ts";

const PHOTO_WIDTH = 960;
const UNCLAIMED = 25;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// Runs once before every spec (the "world" project): see e2e/fixtures/world.ts.
setup("the rows the browser tests assert on", async ({ browser, baseURL }) => {
  setup.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const headers = { origin };
  const tag = uniqueTag("w");
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL!);

  const ownerContext = await browser.newContext({ baseURL });
  const owner = {
    email: `owner-${tag}@example.test`,
    password: "an owner's long password",
    firstName: "Ruth",
    lastName: "Fixture",
  };
  const ownedChurch = await registerOwner(ownerContext.request, origin, owner, {
    name: `Cedar Rapids Fellowship ${tag}`,
    address: "200 1st Ave NE",
    city: "Cedar Rapids",
    state: "IA",
    zipCode: "52401",
    pastorName: "Ruth Fixture",
    description: "A church the browser tests own.",
  });
  await approveChurch(admin.request, origin, ownedChurch.id);
  await ownerContext.close();

  // An administrator's church is listed at once: the administrator is the approver.
  const church = (data: Record<string, unknown>) => createChurch(admin.request, origin, data);

  const hostChurch = await church({
    name: `Riverside Host Church ${tag}`,
    address: "12 River Rd",
    city: "Ames",
    state: "IA",
    zipCode: "50010",
    pastorName: "Hosea Host",
  });

  const located = {
    name: `Court Avenue Church ${tag}`,
    pastorName: `Miriam Okafor ${tag}`,
    address: "300 Court Ave",
    city: "Des Moines",
    state: "IA",
    zipCode: "50309",
    website: "https://court-avenue.example.org/",
    serviceTimes: "Sunday 9:00 AM Worship\nWednesday 6:30 PM Prayer",
    memberCount: 1500,
    latitude: 41.58345,
    longitude: -93.62871,
  };
  const locatedChurch = await church({ ...located, email: `court-${tag}@example.test` });

  const photo = await upload(admin.request, origin, gradientPng(PHOTO_WIDTH, 640, [70, 120, 180]));
  const photographed = await church({
    name: `Photographed Chapel ${tag}`,
    address: "5 Elm St",
    city: "Ames",
    state: "IA",
    zipCode: "50010",
    imageUrl: photo,
  });

  const lone = await church({
    name: `Prairie Lone Church ${tag}`,
    address: "1 Main St",
    city: "Marshall",
    state: "MN",
    zipCode: "56258",
    latitude: 44.4469,
    longitude: -95.7884,
  });
  const cluster = [
    await church({
      name: `Sandhills Church ${tag}`,
      address: "2 Main St",
      city: "Valentine",
      state: "NE",
      zipCode: "69201",
      latitude: 42.8727,
      longitude: -100.551,
    }),
    await church({
      name: `Niobrara Chapel ${tag}`,
      address: "9 River Rd",
      city: "Valentine",
      state: "NE",
      zipCode: "69201",
      latitude: 42.8797,
      longitude: -100.5421,
    }),
  ];

  const unclaimedWord = `Claimable ${tag}`;
  for (let i = 1; i <= UNCLAIMED; i++) {
    await church({
      name: `${unclaimedWord} Chapel ${String(i).padStart(2, "0")}`,
      address: `${i} Church St`,
      // Off the map (no gazetteer knows the town), so the map's clusters stay as the world made them.
      city: "Nowhere Junction",
      state: "IA",
      zipCode: "00000",
    });
  }

  const events = { pictured: `Lantern Worship Night ${tag}`, plain: `Pancake Breakfast ${tag}` };
  const eventPhoto = await upload(admin.request, origin, gradientPng(800, 450, [190, 120, 60]));
  for (const [title, type, imageUrl] of [
    [events.pictured, "conference", eventPhoto],
    [events.plain, "fellowship", null],
  ] as const) {
    const created = await admin.request.post("/api/events", {
      data: {
        title,
        type,
        startDate: inDays(21),
        time: "7:00 PM",
        location: "Fellowship Hall",
        churchId: hostChurch.id,
        ...(imageUrl ? { imageUrl } : {}),
      },
      headers,
    });
    if (created.status() !== 201) throw new Error(`event: ${created.status()} ${await created.text()}`);
  }

  const socialLink = { platform: "facebook", url: `https://www.facebook.com/world-${tag}` };
  for (const [path, data] of [
    [`/api/admin/social-media/${socialLink.platform}`, { url: socialLink.url }],
    [`/api/admin/social-media/${socialLink.platform}/toggle`, { isActive: true }],
  ] as const) {
    const saved = await admin.request.put(path, { data, headers });
    if (!saved.ok()) throw new Error(`social link: ${saved.status()} ${await saved.text()}`);
  }
  await admin.close();

  writeWorld({
    tag,
    owner: { email: owner.email, password: owner.password, church: ownedChurch },
    hostChurch: { id: hostChurch.id, name: hostChurch.name, city: "Ames", state: "IA" },
    located: { ...located, id: locatedChurch.id },
    photographed: { ...photographed, photoWidth: PHOTO_WIDTH },
    map: { lone, cluster },
    events,
    unclaimed: { word: unclaimedWord, count: UNCLAIMED },
    socialLink,
  } satisfies World);
});

async function createChurch(
  request: APIRequestContext,
  origin: string,
  data: Record<string, unknown>,
): Promise<WorldChurch> {
  const created = await request.post("/api/admin/churches", { data, headers: { origin } });
  if (!created.ok())
    throw new Error(`church ${String(data.name)}: ${created.status()} ${await created.text()}`);
  const { id, name } = (await created.json()) as WorldChurch;
  return { id, name };
}

/** Uploads an image as the administrator; returns the address the site serves it at. */
async function upload(request: APIRequestContext, origin: string, png: Buffer): Promise<string> {
  const uploaded = await request.post("/api/upload-image", {
    multipart: { image: { name: "world.png", mimeType: "image/png", buffer: png } },
    headers: { origin },
  });
  if (!uploaded.ok()) throw new Error(`upload: ${uploaded.status()} ${await uploaded.text()}`);
  return ((await uploaded.json()) as { imageUrl: string }).imageUrl;
}
