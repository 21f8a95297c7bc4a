/** Enumerations and fixed numbers of the product (docs/product: each capability's file names its own). */

/** Whether a stored text is one of an enumeration's values (a row may hold one from before a list changed). */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export const CHURCH_STATES = [
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MO", name: "Missouri" },
  { code: "NE", name: "Nebraska" },
  { code: "OH", name: "Ohio" },
  { code: "WI", name: "Wisconsin" },
] as const;
export type ChurchState = (typeof CHURCH_STATES)[number]["code"];
export const CHURCH_STATE_CODES: readonly ChurchState[] = CHURCH_STATES.map((s) => s.code);

/**
 * The worship languages the church forms offer (ISO 639-1 codes; the page names them in its own language):
 * English, then the languages Midwest congregations most often worship in besides it. A church may hold other
 * codes (an administrator or a REST client can send any); the forms then show those as well.
 */
export const WORSHIP_LANGUAGE_CHOICES = ["en", "es", "ko", "zh", "vi", "ar", "so", "sw", "fr", "pt"] as const;
export type WorshipLanguageChoice = (typeof WORSHIP_LANGUAGE_CHOICES)[number];
/** What a church worships in until it says otherwise (the column's default too). */
export const DEFAULT_WORSHIP_LANGUAGES: readonly string[] = ["en"];
/** The database keeps 1 to 20 codes (migration 0007). */
export const WORSHIP_LANGUAGES_MAX = 20;

/** Ordered by state name, which is why the list runs "AL through WY" (AK follows AL). */
// biome-ignore format: a grid of ten per line is easier to check against the list of states
export const US_STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA",
  "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
  "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ",
  "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
  "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
] as const;
export type UsState = (typeof US_STATES)[number];

/** The public six types and the administration's three more (docs/product/events.md#types). */
export const EVENT_TYPES = [
  "service",
  "conference",
  "study",
  "fellowship",
  "outreach",
  "special",
  "workshop",
  "social",
  "other",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const PUBLIC_EVENT_TYPE_LABELS: Readonly<Partial<Record<EventType, string>>> = {
  service: "Services",
  conference: "Conferences",
  study: "Bible Studies",
  fellowship: "Fellowship",
  outreach: "Outreach",
  special: "Special Events",
};

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TITLE = /^(pastor|pastora|rev|reverend|dr|doctor|father|fr|elder|bishop|minister|deacon|chaplain)\b/i;

/**
 * The map popup's "Pastor {name}" (docs/product/directory.md#the-map), without doubling a title the church already wrote: "Pastor Luke
 * Brandt" and "Rev. Ann Lee" stay as stored, "Luke Brandt" becomes "Pastor Luke Brandt".
 */
export function pastorLine(name: string): string {
  const trimmed = name.trim();
  return TITLE.test(trimmed) ? trimmed : `Pastor ${trimmed}`;
}

/** Public label of an event type; types without a label are shown capitalised (with a grey badge). */
export function eventTypeLabel(type: string): string {
  return PUBLIC_EVENT_TYPE_LABELS[type as EventType] ?? capitalize(type);
}

export const RESOURCE_TYPE_COLORS = [
  "blue",
  "purple",
  "green",
  "orange",
  "red",
  "indigo",
  "yellow",
  "pink",
  "teal",
  "gray",
] as const;
export type ResourceTypeColor = (typeof RESOURCE_TYPE_COLORS)[number];
export const DEFAULT_RESOURCE_TYPE_COLOR: ResourceTypeColor = "gray";

export const RESOURCE_STATUSES = ["pending", "approved", "rejected"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

export const PLANT_REQUEST_STATUSES = ["pending", "in-progress", "matched", "completed"] as const;
export type PlantRequestStatus = (typeof PLANT_REQUEST_STATUSES)[number];

export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const CANDIDATE_STATUSES = ["available", "contacted", "interviewing", "placed", "matched"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** Stored as shown: the column is free text (max 50) and the options carry their own explanation. */
export const PLANT_TIMELINES = [
  "Immediate (0-6 months)",
  "Short-term (6-12 months)",
  "Medium-term (1-2 years)",
  "Long-term (2+ years)",
  "Flexible",
] as const;
export type PlantTimeline = (typeof PLANT_TIMELINES)[number];

export const MARITAL_STATUSES = ["Single", "Married", "Widowed"] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const COMMUNITY_TYPES = ["Urban", "Suburban", "Rural"] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

export const AVAILABILITY_OPTIONS = [
  "Immediate",
  "3-6 months",
  "6-12 months",
  "1+ years",
  "Flexible",
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const SOCIAL_PLATFORMS = ["facebook", "youtube", "instagram", "twitter", "linkedin"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** How each platform spells its own name ("YouTube", not "Youtube"); any other is capitalized. */
const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  youtube: "YouTube",
  instagram: "Instagram",
  twitter: "Twitter",
  linkedin: "LinkedIn",
};
export function socialPlatformName(platform: string): string {
  return PLATFORM_NAMES[platform] ?? capitalize(platform);
}

export const ROLES = ["admin", "church"] as const;
export type Role = (typeof ROLES)[number];

export const MAX_IMAGE_BYTES = 5_242_880;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ZIP_MIN_LENGTH = 5;

export const DIRECTORY_PAGE_SIZE = 50;
export const DIRECTORY_PAGE_STEP = 12;
export const EVENTS_PAGE_SIZE = 6;
export const EVENTS_PAGE_STEP = 6;
export const RESOURCES_PAGE_SIZE = 12;
export const PAGE_WINDOW = 5;

export const MAP = {
  startLongitude: -94.5,
  startLatitude: 42,
  startZoom: 4.2,
  locateMinZoom: 8,
  /** Above this zoom every church is its own marker; at or below it churches are clustered. */
  individualAboveZoom: 10,
  clusterRadiusKmBelowZoom6: 100,
  clusterRadiusKm: 50,
  clusterRadiusZoomBreak: 6,
  earthRadiusKm: 6371,
  earthRadiusMi: 3959,
  detailZoom: 14,
  geolocationTimeoutMs: 5000,
} as const;

export const REDIRECT_DELAY_MS = 1500;
export const ADMIN_LOGOUT_REDIRECT_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
