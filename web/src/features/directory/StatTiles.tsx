import { Icon, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuChurch, LuFlag, LuMapPin, LuUsers } from "react-icons/lu";
import { type DirectoryStats, formatCount } from "./model";

const TILES: { key: keyof DirectoryStats; label: string; icon: IconType }[] = [
  { key: "total", label: "Total Churches", icon: LuChurch },
  { key: "states", label: "States", icon: LuFlag },
  { key: "onMap", label: "On Map", icon: LuMapPin },
  { key: "networkSize", label: "Network Size", icon: LuUsers },
];

interface StatTilesProps {
  /** Null while the list loads, or when it failed (`failed`). */
  stats: DirectoryStats | null;
  failed: boolean;
}

/** Facts about the whole network; they do not follow the search or the state filter. */
export function StatTiles({ stats, failed }: StatTilesProps) {
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
            {tile.label}
          </Stat.Label>
          {stats ? (
            <Stat.ValueText fontSize={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
              {formatCount(stats[tile.key])}
            </Stat.ValueText>
          ) : failed ? (
            <Stat.ValueText
              fontSize={{ base: "2xl", md: "3xl" }}
              color="fg.subtle"
              aria-label="Not available"
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
