import { Card, Center, HStack, Icon, SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { IconType } from "react-icons";
import { LuActivity, LuChurch, LuClock, LuHourglass, LuShieldCheck } from "react-icons/lu";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";

interface StatCardProps {
  label: string;
  value: string | number | undefined;
  icon: IconType;
  tone?: "brand" | "accent" | "green";
  /** A word rather than a count ("Active", "Administrador"): a size down, so the longer languages fit too. */
  word?: boolean;
  /** The last tile of an odd number: the whole row on a phone's two columns. */
  wide?: boolean;
}

function StatCard({ label, value, icon, tone = "brand", word = false, wide = false }: StatCardProps) {
  return (
    <Card.Root
      gridColumn={wide ? { base: "span 2", md: "auto" } : undefined}
      role="group"
      aria-label={label}
      variant="outline"
      bg="bg"
      borderColor="border.muted"
      rounded="card"
      shadow="card"
      minW="0"
    >
      <Card.Body p={{ base: "4", md: "5" }}>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stat.Root minW="0">
            <Stat.Label textStyle="sm" color="fg.muted">
              {label}
            </Stat.Label>
            <Stat.ValueText
              textStyle={word ? { base: "md", md: "xl" } : { base: "xl", md: "2xl" }}
              fontWeight="bold"
              truncate
            >
              {/* Inside the value (a dd), so the description list stays well formed while loading. */}
              {value === undefined ? <Skeleton height="8" width="12" mt="1" /> : value}
            </Stat.ValueText>
          </Stat.Root>
          <Center boxSize="10" rounded="l2" bg={`${tone}.muted`} color={`${tone}.fg`} flexShrink="0">
            <Icon as={icon} boxSize="5" />
          </Center>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** A count, or "–" when its list could not be loaded (the list's own card says why). */
function countOf(query: { data?: unknown[]; isError: boolean }) {
  if (query.isError) return "–";
  return query.data?.length;
}

export function StatCards() {
  const { t } = useI18n();
  const pendingChurches = useQuery(trpc.churches.pending.queryOptions());
  const pendingResources = useQuery(trpc.resources.pending.queryOptions());
  const churches = useQuery(trpc.churches.adminList.queryOptions());
  const pendingChurchCount = countOf(pendingChurches);
  const pendingResourceCount = countOf(pendingResources);
  const totalPending =
    typeof pendingChurchCount === "number" && typeof pendingResourceCount === "number"
      ? pendingChurchCount + pendingResourceCount
      : pendingChurchCount === "–" || pendingResourceCount === "–"
        ? "–"
        : undefined;
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, xl: 5 }}
      gap={{ base: "3", md: "4" }}
      role="group"
      aria-label={t("adminDashboard.overview")}
    >
      <StatCard
        label={t("adminDashboard.totalPending")}
        value={totalPending}
        icon={LuHourglass}
        tone="accent"
      />
      <StatCard
        label={t("adminDashboard.pendingChurches")}
        value={pendingChurchCount}
        icon={LuClock}
        tone="accent"
      />
      <StatCard label={t("adminDashboard.totalChurches")} value={countOf(churches)} icon={LuChurch} />
      <StatCard
        label={t("adminDashboard.systemStatus")}
        value={t("adminDashboard.active")}
        icon={LuActivity}
        tone="green"
        word
      />
      <StatCard
        label={t("adminDashboard.yourRole")}
        value={t("adminDashboard.roleAdmin")}
        icon={LuShieldCheck}
        word
        wide
      />
    </SimpleGrid>
  );
}
