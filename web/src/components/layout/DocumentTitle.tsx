import { MSG } from "@app/shared/i18n";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useI18n } from "../../lib/i18n";
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
        return MSG.pages.titles.notFound;
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
 * it sent (api/src/pages/heads.ts), in the page's language: the routes name their pages in English (pages.ts)
 * and the title is looked up in the catalogue here, as the server does. The tags are not
 * rendered as elements: the server's head stays the one head, with nothing duplicated beside it.
 */
export function DocumentTitle() {
  const { associationName } = useSiteInfo();
  const page = useRouteTitle();
  const { t, say } = useI18n();
  // The same words as @app/shared's documentTitle in English (the catalogue test holds them together).
  const title = associationName
    ? page
      ? t("pages.withSite", { page: say(page), site: associationName })
      : t("pages.homeTitle", { site: associationName })
    : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
