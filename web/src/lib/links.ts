/** Full browser navigation (not a client-side route): the server ends the session and redirects to /. */
export const LOGOUT_URL = "/api/auth/logout";

/** Sections of the home page that links can scroll to with `/?scrollTo=<id>`. */
export type HomeSection = "directory" | "events";
