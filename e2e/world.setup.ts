import { test as setup } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { approveChurch, registerOwner, type World, writeWorld } from "./fixtures/world.ts";

// Runs once before every spec (the "world" project): see e2e/fixtures/world.ts.
setup("the rows the browser tests assert on", async ({ browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
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

  const created = await admin.request.post("/api/admin/churches", {
    data: {
      name: `Riverside Host Church ${tag}`,
      address: "12 River Rd",
      city: "Ames",
      state: "IA",
      zipCode: "50010",
      pastorName: "Hosea Host",
    },
    headers: { origin },
  });
  if (!created.ok()) throw new Error(`host church: ${created.status()} ${await created.text()}`);
  // An administrator's church is listed at once: the administrator is the approver.
  const hostChurch = (await created.json()) as World["hostChurch"];
  await admin.close();

  writeWorld({
    owner: { email: owner.email, password: owner.password, church: ownedChurch },
    hostChurch: { id: hostChurch.id, name: hostChurch.name, city: hostChurch.city, state: hostChurch.state },
  });
});
