import { MSG } from "@app/shared/i18n";
import type { PageName } from "@app/shared/pages";

/**
 * A route's `head`: the page's part of the document title (a catalogue key, or a text such as a church's
 * name), the same the server writes into the HTML it sends (api/src/pages/heads.ts). components/layout/DocumentTitle.tsx adds the site name on every navigation.
 */
export const titleHead = (title: string) => ({ meta: [{ title }] });

/** A page named by the catalogue: its title's key, which DocumentTitle shows in the page's language. */
export const staticPageHead = (name: PageName) => () => titleHead(MSG.pages.titles[name]);
