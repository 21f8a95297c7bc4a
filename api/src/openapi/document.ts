import {
  accountSignUpSchema,
  adminChurchSchema,
  adminPageSchema,
  adminResourceFilterSchema,
  adminResourceSchema,
  candidateFilterSchema,
  candidateUpdateSchema,
  churchSearchSchema,
  claimConfirmSchema,
  claimRequestSchema,
  combinedRegistrationSchema,
  directoryClusterMembersSchema,
  directoryFilterSchema,
  directoryPageSchema,
  directoryViewportSchema,
  eventInputSchema,
  idSchema,
  loginSchema,
  matchSchema,
  ownerEditListSchema,
  ownerEditRevertSchema,
  pastoralCandidateSchema,
  placeQuerySchema,
  plantRequestFilterSchema,
  plantRequestSchema,
  plantRequestUpdateSchema,
  profileUpdateSchema,
  publicChurchRegistrationPayloadSchema,
  resourceStatusSchema,
  resourceSubmissionSchema,
  resourceTypeSchema,
  socialLinkUrlSchema,
  socialToggleSchema,
} from "@app/shared";
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { EXPORT_KINDS } from "../services/admin/csv-export.ts";
import * as answers from "./responses.ts";

/**
 * The OpenAPI 3.1 description of every documented REST path (api/src/rest/*), served at /api/openapi.json
 * (rest/openapi.ts). Requests are described by the zod schemas the procedures parse, answers by
 * openapi/responses.ts; zod-openapi turns both into JSON Schema (docs/decisions/016-public-reads-and-openapi.md).
 */

type Who = "public" | "signed-in" | "admin";
type Tag =
  | "Directory"
  | "Churches"
  | "Events"
  | "Resources"
  | "Planting"
  | "Accounts"
  | "Administration"
  | "Uploads"
  | "Health";

const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
const error = (description: string) => ({ description, ...json(answers.errorBody) });

const ERRORS = {
  400: error("The input was refused; `fieldErrors` names each field"),
  401: error("Not signed in"),
  403: error("Signed in without the right, or a cross-site request"),
  404: error("No such record"),
  409: error("Another change won a race for the same record"),
  413: error("The file is larger than 5 MB"),
  415: error("Not JSON (or not an image, on the upload paths)"),
  429: error("Too many attempts: wait and try again"),
  503: error("The database is unavailable or the server is overloaded; see Retry-After"),
} as const;
type ErrorStatus = keyof typeof ERRORS;

/** X-Total-Count and Link on a list that answers a page at a time past its bound (rest/paging.ts). */
const pagedHeaders = z.object({
  "X-Total-Count": z.string().meta({ description: "Rows that match in all" }),
  Link: z
    .string()
    .optional()
    .meta({ description: 'The next page, as `<...>; rel="next"`, when rows are left' }),
});

interface Operation {
  summary: string;
  tag: Tag;
  who: Who;
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A file instead of JSON: a multipart form's `image` part, the image's bytes, or a spreadsheet's `file` part. */
  upload?: "multipart" | "raw" | "spreadsheet";
  status?: 200 | 201 | 202 | 302 | 303;
  ok?: z.ZodType;
  /** The content type of a non-JSON answer (text/calendar, text/csv). */
  textType?: string;
  paged?: boolean;
  errors?: ErrorStatus[];
}

const idPath = z.object({ id: idSchema });

/** The object inside a filter schema's wrappers (`.prefault({})`, `.default`, a pipe): its fields are the query. */
function objectOf(schema: z.ZodType): z.ZodObject {
  let inner: z.ZodType = schema;
  for (let depth = 0; depth < 8 && !(inner instanceof z.ZodObject); depth++) {
    if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else if ("unwrap" in inner && typeof inner.unwrap === "function") inner = inner.unwrap() as z.ZodType;
    else break;
  }
  if (!(inner instanceof z.ZodObject)) throw new Error("a query schema must be an object");
  return inner;
}

const image = z.string().meta({ format: "binary", description: "JPEG, PNG, WebP or GIF, at most 5 MB" });
const uploadContent = {
  multipart: { "multipart/form-data": { schema: z.object({ image }) } },
  raw: { "application/octet-stream": { schema: image } },
  spreadsheet: {
    "multipart/form-data": {
      schema: z.object({ file: z.string().meta({ format: "binary", description: "A CSV or XLSX file" }) }),
    },
  },
};

function operation(op: Operation): ZodOpenApiOperationObject {
  const status = op.status ?? 200;
  const success =
    status === 302 || status === 303
      ? { description: "A redirect", headers: z.object({ Location: z.string() }) }
      : op.textType
        ? { description: "The answer", content: { [op.textType]: { schema: z.string() } } }
        : {
            description: "The answer",
            ...(op.ok && json(op.ok)),
            ...(op.paged && { headers: pagedHeaders }),
          };
  const errors = new Set<ErrorStatus>(op.errors ?? []);
  if (op.who !== "public") errors.add(401);
  if (op.who === "admin") errors.add(403);
  if (op.body || op.query || op.path || op.upload) errors.add(400);
  if (op.body) {
    errors.add(403);
    errors.add(415);
  }
  errors.add(503);
  return {
    summary: op.summary,
    tags: [op.tag],
    ...(op.who !== "public" && { security: [{ session: [] }] }),
    ...((op.path || op.query) && {
      requestParams: { ...(op.path && { path: op.path }), ...(op.query && { query: op.query }) },
    }),
    ...(op.body && { requestBody: { required: true, ...json(op.body) } }),
    ...(op.upload && { requestBody: { required: true, content: uploadContent[op.upload] } }),
    responses: {
      [String(status)]: success,
      ...Object.fromEntries([...errors].sort().map((code) => [String(code), ERRORS[code]])),
    },
  };
}

const pagingQuery = z.object({ offset: z.string().optional(), limit: z.string().optional() });
const filterQuery = directoryFilterSchema;
const adminList = (summary: string, tag: Tag, query: z.ZodType = adminPageSchema) =>
  operation({ summary, tag, who: "admin", query: objectOf(query), ok: answers.records, paged: true });

/** Every documented path. The contract test calls each one and checks every answer against this. */
export const PATHS: ZodOpenApiPathsObject = {
  "/api/health": {
    get: operation({ summary: "Liveness", tag: "Health", who: "public", ok: answers.health }),
  },
  "/api/ready": {
    get: operation({
      summary: "Readiness: 200 while the database answers",
      tag: "Health",
      who: "public",
      ok: answers.readiness,
    }),
  },

  // The directory (docs/directory-api.md).
  "/api/churches": {
    get: operation({
      summary: "Every approved church by name (a page past 1,000, or with paging or filters)",
      tag: "Directory",
      who: "public",
      query: filterQuery.extend(pagingQuery.shape),
      ok: z.array(answers.directoryChurch),
      paged: true,
    }),
    post: operation({
      summary: "Register a church for approval",
      tag: "Churches",
      who: "public",
      status: 201,
      body: publicChurchRegistrationPayloadSchema,
      ok: answers.record,
      errors: [429],
    }),
  },
  // Open data (issue 44): the approved directory, streamed, with ETag and Last-Modified.
  "/api/open-data/churches.geojson": {
    get: operation({
      summary: "Every approved church as a GeoJSON FeatureCollection (RFC 7946)",
      tag: "Directory",
      who: "public",
      textType: "application/geo+json",
    }),
  },
  "/api/open-data/churches.csv": {
    get: operation({
      summary: "Every approved church as CSV (UTF-8 with a byte-order mark)",
      tag: "Directory",
      who: "public",
      textType: "text/csv",
    }),
  },
  "/api/open-data/hsds.json": {
    get: operation({
      summary: "Every approved church as an Open Referral HSDS 3 organization (location, address, service)",
      tag: "Directory",
      who: "public",
      ok: z.array(z.looseObject({ id: z.string().meta({ format: "uuid" }), name: z.string() })),
    }),
  },
  "/api/churches/search": {
    get: operation({
      summary: "Churches whose name, city or pastor matches q",
      tag: "Directory",
      who: "public",
      query: churchSearchSchema.extend(filterQuery.shape).extend(pagingQuery.shape),
      ok: z.array(answers.directoryChurch),
      paged: true,
    }),
  },
  "/api/churches/page": {
    get: operation({
      summary: "A page of the directory, by name or nearest first",
      tag: "Directory",
      who: "public",
      query: directoryPageSchema
        .omit({ near: true })
        .extend({ lat: z.string().optional(), lng: z.string().optional() }),
      ok: answers.directoryPage,
    }),
  },
  "/api/churches/viewport": {
    get: operation({
      summary: "Clusters and markers of a map viewport",
      tag: "Directory",
      who: "public",
      query: directoryViewportSchema,
      ok: answers.viewport,
    }),
  },
  "/api/churches/clusters/{key}": {
    get: operation({
      summary: "The churches of one cluster, by name",
      tag: "Directory",
      who: "public",
      path: directoryClusterMembersSchema.pick({ key: true }),
      query: directoryClusterMembersSchema.omit({ key: true }),
      ok: answers.clusterMembers,
    }),
  },
  "/api/churches/overview": {
    get: operation({
      summary: "Stat tiles and filter options",
      tag: "Directory",
      who: "public",
      ok: answers.overview,
    }),
  },
  "/api/places": {
    get: operation({
      summary: "A ZIP code or a town with its state, as coordinates (the embeddable finder's Near)",
      tag: "Directory",
      who: "public",
      query: placeQuerySchema,
      ok: answers.place,
      errors: [404],
    }),
  },
  "/api/churches/{id}": {
    get: operation({
      summary: "One approved church",
      tag: "Directory",
      who: "public",
      path: idPath,
      ok: answers.publicChurch,
      errors: [404],
    }),
    put: operation({
      summary: "Edit a church",
      tag: "Churches",
      who: "admin",
      path: idPath,
      body: adminChurchSchema,
      ok: answers.record,
      errors: [404],
    }),
    delete: operation({
      summary: "Delete a church",
      tag: "Churches",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/churches/{id}/services.ics": {
    get: operation({
      summary:
        "An approved church's weekly services as an iCalendar subscription (Accept-Language or ?lang=es)",
      tag: "Directory",
      who: "public",
      path: idPath,
      textType: "text/calendar",
      errors: [404],
    }),
  },
  "/api/admin/churches": {
    get: adminList("Every church, pending ones too", "Churches"),
    post: operation({
      summary: "Add a church",
      tag: "Churches",
      who: "admin",
      status: 200,
      body: adminChurchSchema,
      ok: answers.record,
    }),
  },
  "/api/admin/churches/pending": { get: adminList("Churches waiting for approval", "Churches") },
  "/api/admin/churches/{id}/approve": {
    put: operation({
      summary: "Approve a church",
      tag: "Churches",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/admin/geocode-churches": {
    post: operation({
      summary: "Place every church the geocoder can",
      tag: "Churches",
      who: "admin",
      ok: answers.actionResult,
      errors: [403],
    }),
  },

  // Accounts.
  "/api/auth/user": {
    get: operation({
      summary: "The signed-in user",
      tag: "Accounts",
      who: "signed-in",
      ok: answers.currentUser,
    }),
  },
  "/api/auth/login": {
    post: operation({
      summary: "Sign in",
      tag: "Accounts",
      who: "public",
      body: loginSchema,
      ok: answers.actionResult,
      errors: [401, 429],
    }),
  },
  "/api/auth/register-church": {
    post: operation({
      summary: "Create an account with its church",
      tag: "Accounts",
      who: "public",
      status: 201,
      body: combinedRegistrationSchema,
      ok: answers.actionResult,
      errors: [409, 429],
    }),
  },
  "/api/auth/register": {
    post: operation({
      summary: "Create an account without a church",
      tag: "Accounts",
      who: "public",
      status: 201,
      body: accountSignUpSchema,
      ok: answers.actionResult,
      errors: [409, 429],
    }),
  },
  "/api/auth/logout": {
    get: operation({
      summary: "Sign out (a navigation from this site), then home",
      tag: "Accounts",
      who: "public",
      status: 303,
    }),
    post: operation({
      summary: "Sign out, then home",
      tag: "Accounts",
      who: "public",
      status: 303,
      errors: [403],
    }),
  },
  "/api/login": {
    get: operation({
      summary: "The sign-in page, in the page's language",
      tag: "Accounts",
      who: "public",
      query: z.object({ redirect: z.string().optional(), lang: z.string().optional() }),
      status: 302,
    }),
  },
  "/api/user/church": {
    get: operation({
      summary: "The signed-in owner's church",
      tag: "Accounts",
      who: "signed-in",
      query: z.object({ churchId: z.string().optional() }),
      ok: answers.record,
      errors: [404],
    }),
    put: operation({
      summary: "Edit the owner's church",
      tag: "Accounts",
      who: "signed-in",
      query: z.object({ churchId: z.string().optional() }),
      body: profileUpdateSchema,
      ok: answers.record,
      errors: [404, 429],
    }),
  },
  "/api/user/claim-church": {
    post: operation({
      summary: "Ask for a claim code",
      tag: "Accounts",
      who: "signed-in",
      body: claimRequestSchema,
      ok: answers.actionResult,
      errors: [404, 409, 429],
    }),
  },
  "/api/user/claim-church/confirm": {
    post: operation({
      summary: "Confirm a claim with its code",
      tag: "Accounts",
      who: "signed-in",
      body: claimConfirmSchema,
      ok: answers.actionResult,
      errors: [404, 409, 429],
    }),
  },

  // Events.
  "/api/events": {
    get: operation({ summary: "Upcoming events", tag: "Events", who: "public", ok: z.array(answers.event) }),
    post: operation({
      summary: "Add an event",
      tag: "Events",
      who: "admin",
      status: 201,
      body: eventInputSchema,
      ok: answers.record,
    }),
  },
  "/api/events/{id}": {
    put: operation({
      summary: "Edit an event",
      tag: "Events",
      who: "admin",
      path: idPath,
      body: eventInputSchema,
      ok: answers.record,
      errors: [404],
    }),
    delete: operation({
      summary: "Delete an event",
      tag: "Events",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/events.ics": {
    get: operation({
      summary: "Upcoming events as iCalendar (Accept-Language or ?lang=es)",
      tag: "Events",
      who: "public",
      textType: "text/calendar",
    }),
  },
  "/api/events/{id}/ics": {
    get: operation({
      summary: "One event as iCalendar",
      tag: "Events",
      who: "public",
      path: idPath,
      textType: "text/calendar",
      errors: [404],
    }),
  },

  // Resources.
  "/api/resources": {
    get: operation({
      summary: "Approved resources",
      tag: "Resources",
      who: "public",
      ok: z.array(answers.resource),
    }),
  },
  "/api/resource-types": {
    get: operation({
      summary: "Resource types",
      tag: "Resources",
      who: "public",
      ok: z.array(answers.resourceType),
    }),
  },
  "/api/resources/submit": {
    post: operation({
      summary: "Submit a resource for review",
      tag: "Resources",
      who: "public",
      status: 201,
      body: resourceSubmissionSchema,
      ok: answers.record,
      errors: [429],
    }),
  },
  "/api/resources/{id}/open": {
    post: operation({
      summary: "Count an opening of a resource",
      tag: "Resources",
      who: "public",
      path: idPath,
      ok: answers.actionResult,
      errors: [404, 429],
    }),
  },
  "/api/resources/pending": { get: adminList("Resources waiting for review", "Resources") },
  "/api/resources/{id}/status": {
    put: operation({
      summary: "Approve or reject a resource",
      tag: "Resources",
      who: "admin",
      path: idPath,
      body: resourceStatusSchema,
      ok: answers.record,
      errors: [404],
    }),
  },
  "/api/admin/resources": {
    get: adminList("Every resource", "Resources", adminResourceFilterSchema),
    post: operation({
      summary: "Add a resource",
      tag: "Resources",
      who: "admin",
      status: 201,
      body: adminResourceSchema,
      ok: answers.record,
    }),
  },
  "/api/admin/resources/{id}": {
    put: operation({
      summary: "Edit a resource",
      tag: "Resources",
      who: "admin",
      path: idPath,
      body: adminResourceSchema,
      ok: answers.record,
      errors: [404],
    }),
    delete: operation({
      summary: "Delete a resource",
      tag: "Resources",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/admin/resource-types": {
    post: operation({
      summary: "Add a resource type",
      tag: "Resources",
      who: "admin",
      status: 201,
      body: resourceTypeSchema,
      ok: answers.record,
      errors: [409],
    }),
  },
  "/api/admin/resource-types/{id}": {
    put: operation({
      summary: "Rename a resource type",
      tag: "Resources",
      who: "admin",
      path: idPath,
      body: resourceTypeSchema,
      ok: answers.record,
      errors: [404, 409],
    }),
    delete: operation({
      summary: "Delete a resource type",
      tag: "Resources",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404, 409],
    }),
  },

  // Church planting.
  "/api/church-plant-requests": {
    get: adminList("Plant requests", "Planting", plantRequestFilterSchema),
    post: operation({
      summary: "Ask for a church plant",
      tag: "Planting",
      who: "public",
      status: 201,
      body: plantRequestSchema,
      ok: answers.record,
      errors: [429],
    }),
  },
  "/api/church-plant-requests/{id}": {
    put: operation({
      summary: "Update a plant request",
      tag: "Planting",
      who: "admin",
      path: idPath,
      body: plantRequestUpdateSchema,
      ok: answers.record,
      errors: [404],
    }),
    delete: operation({
      summary: "Delete a plant request",
      tag: "Planting",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/pastoral-candidates": {
    get: adminList("Pastoral candidates", "Planting", candidateFilterSchema),
    post: operation({
      summary: "Apply as a pastoral candidate",
      tag: "Planting",
      who: "public",
      status: 201,
      body: pastoralCandidateSchema,
      ok: answers.record,
      errors: [429],
    }),
  },
  "/api/pastoral-candidates/{id}": {
    put: operation({
      summary: "Update a candidate",
      tag: "Planting",
      who: "admin",
      path: idPath,
      body: candidateUpdateSchema,
      ok: answers.record,
      errors: [404],
    }),
    delete: operation({
      summary: "Delete a candidate",
      tag: "Planting",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/pastoral-candidates/{id}/approve": {
    put: operation({
      summary: "Approve a candidate",
      tag: "Planting",
      who: "admin",
      path: idPath,
      ok: answers.record,
      errors: [404],
    }),
  },
  "/api/church-planting-connections": {
    get: operation({
      summary: "Matched requests and candidates",
      tag: "Planting",
      who: "admin",
      ok: z.array(answers.actionResult),
    }),
    post: operation({
      summary: "Match a request with a candidate",
      tag: "Planting",
      who: "admin",
      status: 201,
      body: matchSchema,
      ok: answers.actionResult,
      errors: [404, 409],
    }),
  },
  "/api/church-planting-connections/{requestId}": {
    delete: operation({
      summary: "Undo a match",
      tag: "Planting",
      who: "admin",
      path: z.object({ requestId: idSchema }),
      ok: answers.actionResult,
      errors: [404],
    }),
  },

  // Administration across capabilities.
  "/api/admin/audit": { get: adminList("The audit log, newest first", "Administration") },
  "/api/admin/owner-edits": {
    get: operation({
      summary: "Owners' edits to review, one group per church",
      tag: "Administration",
      who: "admin",
      query: objectOf(ownerEditListSchema),
      ok: answers.page,
    }),
  },
  "/api/admin/owner-edits/{id}/revert": {
    post: operation({
      summary: "Revert one owner's edit",
      tag: "Administration",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404, 409],
    }),
  },
  "/api/admin/owner-edits/{id}/accept": {
    post: operation({
      summary: "Accept a church's edits up to this one",
      tag: "Administration",
      who: "admin",
      path: idPath,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/admin/owner-edits/{id}/revert-group": {
    post: operation({
      summary: "Revert a church's edits up to this one (or one field of them)",
      tag: "Administration",
      who: "admin",
      path: idPath,
      body: ownerEditRevertSchema.omit({ id: true }),
      ok: answers.actionResult,
      errors: [404, 409],
    }),
  },
  "/api/admin/export/{kind}.csv": {
    get: operation({
      summary: "A CSV export (UTF-8 with a byte-order mark)",
      tag: "Administration",
      who: "admin",
      path: z.object({ kind: z.enum(EXPORT_KINDS) }),
      textType: "text/csv",
    }),
  },
  // The spreadsheet import's paths that are not procedures (docs/directory-api.md "Spreadsheet import").
  "/api/admin/imports": {
    post: operation({
      summary: "Upload a CSV or XLSX of churches to import (previewed before anything is written)",
      tag: "Churches",
      who: "admin",
      upload: "spreadsheet",
      status: 202,
      ok: answers.actionResult,
      errors: [413, 415],
    }),
  },
  "/api/admin/imports/template.csv": {
    get: operation({
      summary: "The import's CSV template",
      tag: "Churches",
      who: "admin",
      textType: "text/csv",
    }),
  },
  "/api/admin/imports/{id}/refused.csv": {
    get: operation({
      summary: "An import's refused rows as CSV, with the reason for each",
      tag: "Churches",
      who: "admin",
      path: idPath,
      textType: "text/csv",
      errors: [404],
    }),
  },
  "/api/social-media": {
    get: operation({
      summary: "Active social links",
      tag: "Administration",
      who: "public",
      ok: z.array(answers.socialLink),
    }),
  },
  "/api/admin/social-media/{platform}": {
    put: operation({
      summary: "Set a platform's link",
      tag: "Administration",
      who: "admin",
      path: z.object({ platform: z.string() }),
      body: socialLinkUrlSchema,
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/admin/social-media/{platform}/toggle": {
    put: operation({
      summary: "Show or hide a platform's link",
      tag: "Administration",
      who: "admin",
      path: z.object({ platform: z.string() }),
      body: socialToggleSchema,
      ok: answers.actionResult,
      errors: [404],
    }),
  },

  // Uploads (multipart, re-encoded; docs/decisions/005-uploads-and-claims.md).
  "/api/upload/church-image": {
    post: operation({
      summary: "Upload a church photo",
      tag: "Uploads",
      who: "signed-in",
      upload: "multipart",
      ok: z.strictObject({ url: z.string() }),
      errors: [403, 413, 415, 429],
    }),
  },
  "/api/upload-image": {
    post: operation({
      summary: "Upload an image (events, resources)",
      tag: "Uploads",
      who: "admin",
      upload: "multipart",
      ok: z.strictObject({ imageUrl: z.string() }),
      errors: [413, 415, 429],
    }),
  },
  "/api/objects/upload": {
    post: operation({
      summary: "Reserve an upload (the profile's two-step upload)",
      tag: "Uploads",
      who: "signed-in",
      ok: answers.actionResult,
      errors: [403, 429],
    }),
  },
  "/api/objects/uploads/{id}": {
    put: operation({
      summary: "Send the reserved upload's bytes",
      tag: "Uploads",
      who: "signed-in",
      path: z.object({ id: z.string() }),
      query: z.object({ expires: z.string(), signature: z.string() }),
      upload: "raw",
      ok: z.strictObject({ objectPath: z.string() }),
      errors: [403, 404, 413, 415],
    }),
  },
  "/api/church-images": {
    put: operation({
      summary: "Set the owner's church photo from an upload",
      tag: "Uploads",
      who: "signed-in",
      body: z.object({ imageURL: z.string() }),
      ok: answers.actionResult,
      errors: [404],
    }),
  },
  "/api/uploads/{id}": {
    get: operation({
      summary: "An uploaded image (immutable)",
      tag: "Uploads",
      who: "public",
      path: z.object({ id: z.string() }),
      textType: "image/*",
      errors: [404],
    }),
  },
};

let built: ReturnType<typeof createDocument> | null = null;

/** The document, built once per process (it depends on the code alone, never on the data or the request). */
export function openApiDocument(): ReturnType<typeof createDocument> {
  built ??= createDocument({
    openapi: "3.1.0",
    info: {
      title: "Church network directory API",
      version: "1",
      description:
        "The documented REST paths: the product's own and the directory's (docs/directory-api.md). State-changing " +
        "requests must be same-origin JSON (Origin or Sec-Fetch-Site); public reads carry Cache-Control, an ETag and " +
        "answer If-None-Match with 304. Error messages follow Accept-Language (English, Spanish).",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "session",
          description: "Set by POST /api/auth/login",
        },
      },
    },
    paths: PATHS,
  });
  return built;
}
