import { Box, Card, Center, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import {
  LuArrowRight,
  LuBookOpen,
  LuCalendarDays,
  LuFileSpreadsheet,
  LuShare2,
  LuSprout,
  LuUsers,
} from "react-icons/lu";
import { useI18n } from "../../../lib/i18n";
import { scrollToId } from "../../../lib/scroll";

export const SOCIAL_SECTION_ID = "social-media";

function TileBody({ icon, title, description }: { icon: IconType; title: string; description: string }) {
  return (
    // Spans only: the Social Media tile is a button, which may hold phrasing content only.
    <Card.Body
      as="span"
      display="flex"
      flexDirection="row"
      alignItems="center"
      gap="4"
      p={{ base: "4", md: "5" }}
    >
      <Center as="span" boxSize="11" rounded="l3" bg="brand.muted" color="brand.fg" flexShrink="0">
        <Icon as={icon} boxSize="5" />
      </Center>
      <Stack as="span" gap="0.5" flex="1" minW="0">
        <Text as="span" fontWeight="semibold" textStyle="sm">
          {title}
        </Text>
        <Text as="span" textStyle="xs" color="fg.muted" lineClamp={2}>
          {description}
        </Text>
      </Stack>
      <Icon as={LuArrowRight} color="fg.subtle" boxSize="4" flexShrink="0" />
    </Card.Body>
  );
}

/** The whole card is the link (or button); its content is the one child. */
function Tile({ children }: { children: ReactNode }) {
  return (
    <Card.Root
      asChild
      variant="outline"
      bg="bg"
      borderColor="border.muted"
      rounded="card"
      shadow="card"
      textAlign="start"
      transitionProperty="box-shadow, transform, border-color"
      transitionDuration="moderate"
      _hover={{ shadow: "cardHover", transform: "translateY(-2px)", borderColor: "brand.emphasized" }}
      focusRing="outside"
      focusRingColor="brand.focusRing"
    >
      {children}
    </Card.Root>
  );
}

export function DashboardTiles() {
  const { t } = useI18n();
  return (
    <Box as="nav" aria-label={t("adminDashboard.areas")}>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap={{ base: "3", md: "4" }}>
        <Tile>
          <RouterLink to="/admin/events">
            <TileBody
              icon={LuCalendarDays}
              title={t("adminDashboard.manageEvents")}
              description={t("adminDashboard.manageEventsText")}
            />
          </RouterLink>
        </Tile>
        <Tile>
          <RouterLink to="/admin/resources">
            <TileBody
              icon={LuBookOpen}
              title={t("adminDashboard.manageResources")}
              description={t("adminDashboard.manageResourcesText")}
            />
          </RouterLink>
        </Tile>
        <Tile>
          <RouterLink to="/admin/church-planting">
            <TileBody
              icon={LuSprout}
              title={t("adminDashboard.planting")}
              description={t("adminDashboard.plantingText")}
            />
          </RouterLink>
        </Tile>
        <Tile>
          <RouterLink to="/admin/import">
            <TileBody
              icon={LuFileSpreadsheet}
              title={t("imports.dashboardTile")}
              description={t("imports.dashboardTileText")}
            />
          </RouterLink>
        </Tile>
        <Tile>
          <RouterLink to="/admin/accounts">
            <TileBody
              icon={LuUsers}
              title={t("accountAdmin.tile")}
              description={t("accountAdmin.tileText")}
            />
          </RouterLink>
        </Tile>
        <Tile>
          <button type="button" onClick={() => scrollToId(SOCIAL_SECTION_ID)}>
            <TileBody
              icon={LuShare2}
              title={t("adminDashboard.social")}
              description={t("adminDashboard.socialText")}
            />
          </button>
        </Tile>
      </SimpleGrid>
    </Box>
  );
}
