import { formatNumber } from "@app/shared/i18n";
import { Icon, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuChurch, LuFlag, LuMapPin, LuUsers } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import type { DirectoryOverview } from "./queries";

type DirectoryStats = DirectoryOverview["stats"];

/** Each tile's label is `directory.stats.<key>`. */
const TILES: { key: keyof DirectoryStats; icon: IconType }[] = [
  { key: "total", icon: LuChurch },
  { key: "states", icon: LuFlag },
  { key: "onMap", icon: LuMapPin },
  { key: "networkSize", icon: LuUsers },
];

interface StatTilesProps {
  /** Null while the overview loads, or when it failed (`failed`). */
  stats: DirectoryStats | null;
  failed: boolean;
}

/** Facts about the whole network; they do not follow the search or the state filter. */
export function StatTiles({ stats, failed }: StatTilesProps) {
  const { t, locale } = useI18n();
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "4" }}>
      {TILES.map((tile) => (
        <Stat.Root
          key={tile.key}
          bg="bg"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="card"
          shadow="card"
          px={{ base: "4", md: "5" }}
          py="4"
          gap="1"
          data-testid={`stat-${tile.key}`}
        >
          <Stat.Label color="fg.muted" gap="1.5">
            <Icon as={tile.icon} color="brand.fg" boxSize="4" aria-hidden="true" />
            {t(`directory.stats.${tile.key}`)}
          </Stat.Label>
          {stats ? (
            <Stat.ValueText fontSize={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
              {formatNumber(stats[tile.key], locale)}
            </Stat.ValueText>
          ) : failed ? (
            <Stat.ValueText
              fontSize={{ base: "2xl", md: "3xl" }}
              color="fg.subtle"
              aria-label={t("directory.stats.notAvailable")}
            >
              –
            </Stat.ValueText>
          ) : (
            // Inside the value (a dd), so the description list stays well formed while loading.
            <Stat.ValueText>
              <Skeleton h="9" w="16" />
            </Stat.ValueText>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
