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

/** A count, or "–" when the counts could not be loaded. */
function countOf(query: { data?: Record<string, number>; isError: boolean }, name: string) {
  if (query.isError) return "–";
  return query.data?.[name];
}

export function StatCards() {
  const { t } = useI18n();
  // Counters the server keeps (migration 0010), not the lengths of lists it would have to send whole.
  const counts = useQuery(trpc.admin.counts.queryOptions());
  const pendingChurchCount = countOf(counts, "pendingChurches");
  const pendingResourceCount = countOf(counts, "pendingResources");
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
      <StatCard
        label={t("adminDashboard.totalChurches")}
        value={countOf(counts, "totalChurches")}
        icon={LuChurch}
      />
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
