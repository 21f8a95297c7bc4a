import { CHURCH_FACETS, CONFIRMED_BY, SERVICE_KINDS } from "@app/shared";
import { z } from "zod";

/**
 * The answers of the REST paths, as zod schemas for the OpenAPI document (openapi/document.ts). The requests are
 * described by the very schemas the procedures parse (packages/shared); the answers are the services' query
 * results, typed by TypeScript alone, so they are written here once, and api/test/openapi-contract.test.ts
 * checks every documented path's real answers against them: a column added to or dropped from a query fails
 * there. Public answers are strict (an extra field is a leak until it is documented); the administrator's
 * rows name what clients rely on and let the rest through.
 */

const text = z.string();
const nullableText = z.string().nullable();
/** Timestamps are ISO 8601 text in UTC. */
const timestamp = z.string().meta({ format: "date-time" });
/** Coordinates come as decimal text (8 places), as stored, so no precision is lost on the way. */
const coordinate = z
  .string()
  .nullable()
  .meta({ description: "Decimal degrees as text, or null when unplaced" });

export const errorBody = z
  .object({
    message: text.meta({ description: "In the request's language (Accept-Language or /es)" }),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: "Error" });

const directoryChurchFields = {
  id: z.number().int(),
  name: text,
  address: nullableText,
  city: nullableText,
  state: nullableText,
  zipCode: nullableText,
  latitude: coordinate,
  longitude: coordinate,
  pastorName: nullableText,
  phone: nullableText,
  email: nullableText,
  website: nullableText,
  imageUrl: nullableText,
  serviceTimes: nullableText,
  memberCount: z.number().int().nullable(),
  worshipLanguages: z.array(z.string()).meta({ description: "ISO 639-1 codes" }),
};

export const directoryChurch = z.strictObject(directoryChurchFields).meta({ id: "DirectoryChurch" });
const weeklyService = z
  .strictObject({
    days: z.array(z.number().int().min(0).max(6)).meta({ description: "0 is Sunday" }),
    start: text.meta({ description: "HH:MM, 24-hour, in the church's time zone" }),
    end: nullableText,
    kind: z.enum(SERVICE_KINDS),
    languages: z.array(z.string()).meta({ description: "ISO 639-1 codes" }),
    weekOfMonth: z
      .number()
      .int()
      .nullable()
      .meta({ description: "1-4, or -1 for the last; null: every week" }),
    seasonFrom: nullableText.meta({ description: "ISO date" }),
    seasonTo: nullableText.meta({ description: "ISO date" }),
    note: nullableText,
    readFromText: z.boolean().meta({ description: "Read from the church's old text, not yet confirmed" }),
  })
  .meta({ id: "WeeklyService" });

/** The accessibility and family answers: true is yes, false is no, null is unknown (never read as a no). */
const churchFacets = z
  .strictObject(Object.fromEntries(CHURCH_FACETS.map((facet) => [facet, z.boolean().nullable()])))
  .meta({ id: "ChurchFacets" });

export const publicChurch = z
  .strictObject({
    ...directoryChurchFields,
    description: nullableText,
    services: z.array(weeklyService),
    timeZone: nullableText.meta({ description: "IANA; null until looked up (the association's zone then)" }),
    facets: churchFacets,
  })
  .meta({ id: "Church" });

/** What a card needs to work out the church's next service: no end, no note; the optional parts only when set. */
const scheduledService = z
  .strictObject({
    days: z.array(z.number().int().min(0).max(6)).meta({ description: "0 is Sunday" }),
    start: text.meta({ description: "HH:MM, 24-hour, in the church's time zone" }),
    kind: z.enum(SERVICE_KINDS),
    languages: z.array(z.string()).meta({ description: "ISO 639-1 codes" }),
    weekOfMonth: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)])
      .optional()
      .meta({ description: "1-4, or -1 for the last; absent: every week" }),
    seasonFrom: text.optional().meta({ description: "ISO date; absent: no season" }),
    seasonTo: text.optional().meta({ description: "ISO date; absent: no season" }),
  })
  .meta({ id: "ScheduledService" });

/** A listing's last confirmation, as a card shows it (docs/product/freshness.md#confirmed-on). */
const listingConfirmation = z
  .strictObject({
    confirmedAt: timestamp.nullable().meta({ description: "null: never confirmed" }),
    confirmedBy: z.enum(CONFIRMED_BY).nullable().meta({
      description:
        "owner: the church; admin: the network's administrators; import: the association's records",
    }),
    stale: z.boolean().meta({
      description: "Never confirmed, or not within FRESHNESS_STALE_MONTHS (judged to the hour)",
    }),
  })
  .meta({ id: "ListingConfirmation" });

export const directoryPage = z
  .strictObject({
    items: z.array(
      z.strictObject({
        ...directoryChurchFields,
        timeZone: nullableText.meta({ description: "IANA; null until looked up (no next service then)" }),
        schedule: z.array(scheduledService).meta({
          description: "The church's weekly services, compact, for its next service; empty when not listed",
        }),
        confirmation: listingConfirmation,
        distanceMiles: z.number().nullable().optional().meta({ description: "Only with lat/lng" }),
        serviceMatch: z.boolean().optional().meta({
          description: "Only with a weekly-service filter: false when the church's times are not listed",
        }),
      }),
    ),
    total: z.number().int(),
  })
  .meta({ id: "DirectoryPage" });

export const place = z
  .strictObject({
    name: text.meta({
      description: 'As the place is named back: "Des Moines, IA" or "Des Moines, IA 50309"',
    }),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: "Place" });

export const viewport = z
  .strictObject({
    clusters: z.array(
      z.strictObject({ key: text, lat: z.number(), lng: z.number(), count: z.number().int() }),
    ),
    markers: z.array(
      z.strictObject({
        id: z.number().int(),
        name: text,
        city: nullableText,
        state: nullableText,
        pastorName: nullableText,
        lat: z.number(),
        lng: z.number(),
      }),
    ),
  })
  .meta({ id: "Viewport" });

export const clusterMembers = z
  .strictObject({
    items: z.array(
      z.strictObject({ id: z.number().int(), name: text, city: nullableText, state: nullableText }),
    ),
    total: z.number().int(),
  })
  .meta({ id: "ClusterMembers" });

export const overview = z
  .strictObject({
    stats: z.strictObject({
      total: z.number().int(),
      states: z.number().int(),
      onMap: z.number().int(),
      networkSize: z.number().int(),
    }),
    states: z.array(text),
    languages: z.array(text),
    bounds: z
      .strictObject({ west: z.number(), south: z.number(), east: z.number(), north: z.number() })
      .nullable(),
  })
  .meta({ id: "DirectoryOverview" });

export const event = z
  .strictObject({
    id: z.number().int(),
    title: text,
    description: nullableText,
    type: text,
    startDate: z.string().meta({ format: "date" }),
    endDate: z.string().meta({ format: "date" }).nullable(),
    time: nullableText,
    allDay: z.boolean(),
    location: text,
    capacity: z.number().int().nullable(),
    registrationRequired: z.boolean(),
    imageUrl: nullableText,
    callToActionText: nullableText,
    callToActionUrl: nullableText,
    church: z.strictObject({ id: z.number().int(), name: text }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Event" });

export const resource = z
  .strictObject({
    id: z.number().int(),
    title: text,
    description: nullableText,
    type: text,
    typeColor: nullableText,
    fileUrl: nullableText,
    downloadCount: z.number().int(),
    createdAt: timestamp,
  })
  .meta({ id: "Resource" });

export const resourceType = z.looseObject({ id: z.number().int(), name: text }).meta({ id: "ResourceType" });

export const socialLink = z
  .strictObject({ platform: text, url: text, isActive: z.boolean() })
  .meta({ id: "SocialLink" });

export const currentUser = z
  .looseObject({
    id: z.number().int(),
    firstName: nullableText,
    lastName: nullableText,
    email: text,
    role: text,
    churchId: z.number().int().nullable(),
  })
  .meta({ id: "User" });

/** An administrator's or owner's view of a record: its id and whatever else the query reads. */
export const record = z.looseObject({ id: z.number().int() }).meta({ id: "Record" });
export const records = z.array(record);
/** Any JSON an action answers (an ok flag, a count, the changed record). */
export const actionResult = z.looseObject({}).meta({ id: "ActionResult" });
export const page = z
  .looseObject({ items: z.array(z.looseObject({})), total: z.number().int() })
  .meta({ id: "Page" });

export const health = z.looseObject({ ok: z.literal(true) }).meta({ id: "Health" });
export const readiness = z.looseObject({ ready: z.boolean() }).meta({ id: "Readiness" });
