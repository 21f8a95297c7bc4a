import { PAGE_TITLES, type PageName } from "@app/shared/pages";

/**
 * A route's `head`: the page's part of the document title, the same the server writes into the HTML it
 * sends (api/src/pages/heads.ts). components/layout/DocumentTitle.tsx adds the site name on every navigation.
 */
export const titleHead = (title: string) => ({ meta: [{ title }] });

export const staticPageHead = (name: PageName) => () => titleHead(PAGE_TITLES[name]);
