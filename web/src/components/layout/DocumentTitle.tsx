import { documentTitle, PAGE_TITLES } from "@app/shared/pages";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useSiteInfo } from "../../lib/queries";

interface TitleMeta {
  title?: string;
}

/**
 * The page's part of the title: the deepest matched route's `head` title (lib/page-head.ts), the 404 page's
 * when nothing matched, none on the home page.
 */
function useRouteTitle(): string | null {
  return useRouterState({
    select: (state) => {
      if (state.matches.some((match) => match.status === "notFound" || match._notFound)) {
        return PAGE_TITLES.notFound;
      }
      for (const match of [...state.matches].reverse()) {
        const title = (match.meta as Array<TitleMeta | undefined> | undefined)?.find(
          (meta) => meta?.title,
        )?.title;
        if (title) return title;
      }
      return null;
    },
  });
}

/**
 * Keeps document.title in step with client-side navigation. The server wrote the same title into the HTML
 * it sent (api/src/pages/heads.ts); both build it with @app/shared's documentTitle. The tags are not
 * rendered as elements: the server's head stays the one head, with nothing duplicated beside it.
 */
export function DocumentTitle() {
  const { associationName } = useSiteInfo();
  const page = useRouteTitle();
  useEffect(() => {
    if (associationName) document.title = documentTitle(page, associationName);
  }, [associationName, page]);
  return null;
}
