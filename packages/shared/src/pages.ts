/**
 * Titles and descriptions of the site's pages. The server writes them into the HTML it sends (for search
 * engines and link previews) and the browser sets the same title on every client-side navigation, so both
 * read them from here. No zod and no other module: the web app's route table imports this up front.
 */

export interface StaticPage {
  /** The part of the document title before the site name. */
  title: string;
  description: string;
  /** Pages behind a sign-in, or one person's own: kept out of search results. */
  noindex?: boolean;
}

export const STATIC_PAGES = {
  events: {
    title: "Upcoming Events",
    description:
      "Worship services, conferences, Bible studies and fellowship across the network's churches. Subscribe to the calendar.",
  },
  resources: {
    title: "Resource Vault",
    description:
      "Sermons, Bible studies, training and worship resources shared by churches across the network. Browse, watch and download them freely.",
  },
  churchPlantRequest: {
    title: "Request a Church Plant",
    description: "Tell us about a community that needs a new church, and we will be in touch.",
  },
  pastoralCandidate: {
    title: "Pastoral Candidate Application",
    description:
      "Apply to serve as a pastor in a new or existing church, or submit an application on a candidate's behalf.",
  },
  auth: { title: "Church Login", description: "Sign in to manage your church profile." },
  register: {
    title: "Register Your Church",
    description: "Add your church to the directory of our network.",
  },
  registerChurch: {
    title: "Create Church Account",
    description:
      "Create your account and register your church in one step. Our team reviews every new church.",
  },
  help: {
    title: "Church Account Help",
    description: "There are three ways to get your church onto the site. Choose the one that fits you.",
  },
  claim: {
    title: "Claim Your Church",
    description: "Find your church in the directory, verify it with its listed email address, and manage it.",
    noindex: true,
  },
  profile: { title: "Church Profile", description: "Manage your church's listing.", noindex: true },
  admin: { title: "Admin Dashboard", description: "Administration of the network's site.", noindex: true },
  adminEvents: {
    title: "Event Management",
    description: "Create, edit and remove the events shown on the site.",
    noindex: true,
  },
  adminResources: {
    title: "Resource Management",
    description: "Curate the resource types and the resources shared in the vault.",
    noindex: true,
  },
  adminChurchPlanting: {
    title: "Church Planting Management",
    description: "Plant requests, pastoral candidates and the connections between them.",
    noindex: true,
  },
  notFound: {
    title: "404 Page Not Found",
    description: "There is no page at this address.",
    noindex: true,
  },
  churchNotFound: {
    title: "Church Not Found",
    description: "There is no church listed at this address.",
    noindex: true,
  },
  eventNotFound: {
    title: "Event Not Found",
    description: "There is no event at this address. It may have been removed.",
    noindex: true,
  },
} as const satisfies Record<string, StaticPage>;

export type StaticPageName = keyof typeof STATIC_PAGES;

export const HOME_DESCRIPTION =
  "Find churches on a map, upcoming events and shared ministry resources across our regional network of churches in the Midwest.";

/** "Page | Site"; the home page (no page title) is the site name and what it offers. */
export function documentTitle(page: string | null, siteName: string): string {
  return page ? `${page} | ${siteName}` : `${siteName}: Find a Church Near You`;
}

export function churchPageTitle(church: { name: string; city: string; state: string }): string {
  return `${church.name}, ${church.city}, ${church.state}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Harvest Supper, Oct 4, 2025". Spelled out by hand rather than through Intl, whose output differs between
 * ICU versions (the server's and each browser's), and the two sides must agree.
 */
export function eventPageTitle(event: { title: string; startDate: string }): string {
  const [year, month, day] = event.startDate.split("-").map(Number);
  const monthName = month ? MONTHS[month - 1] : undefined;
  if (!year || !monthName || !day) return event.title;
  return `${event.title}, ${monthName} ${day}, ${year}`;
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
