import { Icon, type IconProps, Link, Skeleton, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useI18n } from "../../lib/i18n";

/** The network's mark: a map pin (the directory) holding a cross (the churches). */
export function LogoMark(props: IconProps) {
  return (
    <Icon asChild {...props}>
      <svg viewBox="0 0 32 32" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
        <path
          d="M16 1.5c-6.3 0-11.25 4.9-11.25 11.1 0 8.1 9.4 17.2 10.4 18.1a1.25 1.25 0 0 0 1.7 0c1-.9 10.4-10 10.4-18.1C27.25 6.4 22.3 1.5 16 1.5Z"
          fill="currentColor"
        />
        <path d="M14.6 5.75h2.8v3.9h3.85v2.75H17.4v8.35h-2.8V12.4h-3.85V9.65h3.85V5.75Z" fill="white" />
      </svg>
    </Icon>
  );
}

interface LogoProps {
  name: string | undefined;
  /** "dark" for use on the brand-coloured footer. */
  tone?: "light" | "dark";
  onClick?: () => void;
  /** The mark's height in spacing units: the navigation's is 16 (64 px), docs/product/pages-and-languages.md#header. */
  markSize?: "9" | "16";
}

export function Logo({ name, tone = "light", onClick, markSize = "9" }: LogoProps) {
  const onDark = tone === "dark";
  const { t } = useI18n();
  return (
    <Link
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      minW="0"
      maxW="full"
      rounded="l2"
      textDecoration="none"
      _hover={{ textDecoration: "none" }}
    >
      {/* While the site's name is on its way the link still needs a name of its own. */}
      <RouterLink to="/" onClick={onClick} aria-label={name ? undefined : t("nav.home")}>
        <LogoMark boxSize={markSize} color={onDark ? "brand.300" : "brand.solid"} flexShrink="0" />
        {name ? (
          <Text
            as="span"
            fontWeight="bold"
            // Beside the desktop bar's links and account, from xl, the name steps down to keep two lines.
            fontSize={{ base: "md", md: "lg", xl: "sm" }}
            letterSpacing="tight"
            lineHeight="1.15"
            color={onDark ? "white" : "fg"}
            lineClamp={2}
          >
            {name}
          </Text>
        ) : (
          <Skeleton height="5" width="44" />
        )}
      </RouterLink>
    </Link>
  );
}
