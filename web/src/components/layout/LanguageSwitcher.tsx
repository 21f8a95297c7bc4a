import { LOCALE_NAMES, type Locale, localizedPath, splitLocalePath } from "@app/shared/i18n";
import { Box } from "@chakra-ui/react";
import { useRouter, useRouterState } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { LuLanguages } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { rememberLocale } from "../../lib/locale-cookie";
import { Button } from "../ui/button";

/** The same page, search and hash in `locale`: the address's language prefix swapped. */
function hrefIn(publicHref: string, locale: Locale): string {
  const cut = publicHref.search(/[?#]/);
  const path = cut === -1 ? publicHref : publicHref.slice(0, cut);
  const rest = cut === -1 ? "" : publicHref.slice(cut);
  return `${localizedPath(splitLocalePath(path).path, locale)}${rest}`;
}

/**
 * The header's switch to the other language: a real link to the same page there (so it can be opened in a new
 * tab or shared), named in its own language, that also remembers the choice in the `lang` cookie.
 */
export function LanguageSwitcher({
  size = "sm",
  compact = false,
  onNavigate,
}: {
  size?: "sm" | "md";
  /** In the header's bar: only the language's code ("ES"), as the bar has no room for more. */
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const other: Locale = locale === "en" ? "es" : "en";
  const code = other.toUpperCase();
  const href = useRouterState({ select: (state) => hrefIn(state.location.publicHref, other) });
  const follow = (click: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(other);
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    click.preventDefault();
    onNavigate?.();
    router.history.push(href);
  };
  return (
    <Button asChild variant="ghost" size={size} color="fg.muted" px="2" title={t("language.switchTo")}>
      <a href={href} hrefLang={other} lang={other} onClick={follow} data-testid="language-switcher">
        {!compact && <LuLanguages aria-hidden="true" />}
        {compact ? (
          <>
            {code}
            {/* Said after the code it begins with (the visible text stays part of the name). */}
            <Box as="span" srOnly>
              {` ${LOCALE_NAMES[other]}`}
            </Box>
          </>
        ) : (
          LOCALE_NAMES[other]
        )}
      </a>
    </Button>
  );
}
