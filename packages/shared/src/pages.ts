/**
 * Titles and descriptions of the site's pages. The server writes them into the HTML it sends (for search
 * engines and link previews) and the browser sets the same title on every client-side navigation, so both
 * read them from here. No zod and no other module: the web app's route table imports this up front.
 */

/** The part of each page's document title before the site name: what the browser sets on every navigation. */
export const PAGE_TITLES = {
  events: "Upcoming Events",
  resources: "Resource Vault",
  churchPlantRequest: "Request a Church Plant",
  pastoralCandidate: "Pastoral Candidate Application",
  auth: "Church Login",
  register: "Register Your Church",
  registerChurch: "Create Church Account",
  signUp: "Create an Account",
  help: "Church Account Help",
  claim: "Claim Your Church",
  profile: "Church Profile",
  admin: "Admin Dashboard",
  adminEvents: "Event Management",
  adminResources: "Resource Management",
  adminChurchPlanting: "Church Planting Management",
  adminImport: "Import Churches",
  adminAccounts: "Accounts",
  twoFactor: "Two-Factor Sign-In",
  notFound: "404 Page Not Found",
  churchNotFound: "Church Not Found",
  eventNotFound: "Event Not Found",
  forgotPassword: "Forgot Your Password",
  resetPassword: "Choose a New Password",
  emailChange: "Your Email Address",
  openData: "Open Data",
  embed: "Put the Finder on Your Site",
} as const;

export type PageName = keyof typeof PAGE_TITLES;

/**
 * What only the server writes (meta descriptions, and which pages stay out of search results), apart from the
 * titles so that the web app's first page, which imports the titles, does not carry them.
 */
export const PAGE_DESCRIPTIONS: Readonly<Record<PageName, string>> = {
  events:
    "Worship services, conferences, Bible studies and fellowship across the network's churches. Subscribe to the calendar.",
  resources:
    "Sermons, Bible studies, training and worship resources shared by churches across the network. Browse, watch and download them freely.",
  churchPlantRequest: "Tell us about a community that needs a new church, and we will be in touch.",
  pastoralCandidate:
    "Apply to serve as a pastor in a new or existing church, or submit an application on a candidate's behalf.",
  auth: "Sign in to manage your church profile.",
  register: "Add your church to the directory of our network.",
  registerChurch:
    "Create your account and register your church in one step. Our team reviews every new church.",
  signUp: "Create an account to claim your church if it is already listed, or to register it later.",
  help: "There are three ways to get your church onto the site. Choose the one that fits you.",
  claim: "Find your church in the directory, verify it with its listed email address, and manage it.",
  profile: "Manage your church's listing.",
  admin: "Administration of the network's site.",
  adminEvents: "Create, edit and remove the events shown on the site.",
  adminResources: "Curate the resource types and the resources shared in the vault.",
  adminChurchPlanting: "Plant requests, pastoral candidates and the connections between them.",
  adminImport: "Import churches from a spreadsheet: a preview, duplicates found, and one-click undo.",
  adminAccounts: "The site's accounts: disable, enable, choose administrators, reset second factors.",
  twoFactor: "Passkeys, an authenticator app and recovery codes for your account's sign-in.",
  notFound: "There is no page at this address.",
  churchNotFound: "There is no church listed at this address.",
  eventNotFound: "There is no event at this address. It may have been removed.",
  forgotPassword: "Ask for a link to choose a new password for your church account.",
  resetPassword: "Choose a new password for your church account.",
  emailChange: "Confirm or undo a change of your account's email address.",
  openData:
    "The directory's church listings as open data (GeoJSON, CSV, Open Referral HSDS), the API's description, calendars and feeds.",
  embed:
    "A church finder for your own website: one snippet, search and filters, nearest first, in English or Spanish.",
};

/** Pages behind a sign-in, one person's own, or no page at all: kept out of search results. */
export const NOINDEX_PAGES: readonly PageName[] = [
  "claim",
  "profile",
  "admin",
  "adminEvents",
  "adminResources",
  "adminChurchPlanting",
  "adminImport",
  "adminAccounts",
  "twoFactor",
  "notFound",
  "churchNotFound",
  "eventNotFound",
  "forgotPassword",
  "resetPassword",
  "emailChange",
];

export const HOME_DESCRIPTION =
  "Find churches on a map, upcoming events and shared ministry resources across our regional network of churches in the Midwest.";

/** "Page | Site"; the home page (no page title) is the site name and what it offers. */
export function documentTitle(page: string | null, siteName: string): string {
  return page ? `${page} | ${siteName}` : `${siteName}: Find a Church Near You`;
}

export function churchPageTitle(church: { name: string; city: string; state: string }): string {
  return `${church.name}, ${church.city}, ${church.state}`;
}

const MONTHS = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
} as const;

/**
 * "Harvest Supper, Oct 4, 2025"; in Spanish "Harvest Supper, 4 oct 2025". Spelled out by hand rather than
 * through Intl, whose output differs between ICU versions (the server's and each browser's), and the two
 * sides must agree.
 */
export function eventPageTitle(
  event: { title: string; startDate: string },
  locale: "en" | "es" = "en",
): string {
  const [year, month, day] = event.startDate.split("-").map(Number);
  const monthName = month ? MONTHS[locale][month - 1] : undefined;
  if (!year || !monthName || !day) return event.title;
  return locale === "es"
    ? `${event.title}, ${day} ${monthName} ${year}`
    : `${event.title}, ${monthName} ${day}, ${year}`;
}

/** A description of at most `max` characters, cut at a word, from text people typed (whitespace folded). */
export function shortDescription(text: string, max = 160): string {
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

export function churchPageDescription(church: {
  name: string;
  address: string;
  city: string;
  state: string;
  description: string | null;
}): string {
  if (church.description?.trim()) return shortDescription(church.description);
  return shortDescription(
    `${church.name} at ${church.address}, ${church.city}, ${church.state}: service times, directions and how to get in touch.`,
  );
}

/**
 * The build's list of each page's code beyond the app's entry (web/page-modules.ts), read by the server to name
 * that code in the page's HTML (api/src/pages/html.ts). Beside index.html, never served itself.
 */
export const PAGE_MODULES_FILE = "page-modules.json";
