import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Image,
  Input,
  InputGroup,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useDeferredValue, useState } from "react";
import { LuChurch, LuPencil, LuPlus, LuSearch, LuTrash2 } from "react-icons/lu";
import { Tooltip } from "../../../components/ui/tooltip";
import { useI18n } from "../../../lib/i18n";
import { unlessDefault } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { ChurchDialog } from "./ChurchDialog";
import { DashboardSection } from "./DashboardSection";
import { DeleteChurchDialog } from "./DeleteChurchDialog";
import { ListEmpty, ListStates, RowList } from "./ListStates";
import type { AdminChurch } from "./types";

const PAGE = 20;

function matches(church: AdminChurch, query: string) {
  if (!query) return true;
  return [church.name, church.city, church.state, church.pastorName ?? "", church.zipCode].some((value) =>
    value.toLowerCase().includes(query),
  );
}

function Placement({ church }: { church: AdminChurch }) {
  const { t } = useI18n();
  if (church.latitude == null || church.longitude == null) {
    return (
      <Badge colorPalette="red" variant="subtle">
        {t("adminChurches.notOnMap")}
      </Badge>
    );
  }
  return church.coordinatesManual ? (
    <Badge colorPalette="purple" variant="subtle">
      {t("adminChurches.placedByHand")}
    </Badge>
  ) : null;
}

interface ChurchRowProps {
  church: AdminChurch;
  onEdit: () => void;
  onDelete: () => void;
}

function ChurchRow({ church, onEdit, onDelete }: ChurchRowProps) {
  const { t } = useI18n();
  return (
    <HStack as="li" gap="3" py="3" align="center" aria-label={church.name}>
      <Box
        boxSize="12"
        rounded="l2"
        overflow="hidden"
        bg="bg.muted"
        flexShrink="0"
        display={{ base: "none", sm: "block" }}
      >
        {church.imageUrl ? (
          <Image src={church.imageUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <Box as={LuChurch} boxSize="5" color="fg.subtle" m="3.5" aria-hidden="true" />
        )}
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" truncate maxW="full">
            {church.name}
          </Text>
          {church.isApproved ? (
            <Badge colorPalette="green" variant="subtle">
              {t("adminChurches.approved")}
            </Badge>
          ) : (
            <Badge colorPalette="orange" variant="subtle">
              {t("adminChurches.pending")}
            </Badge>
          )}
          <Placement church={church} />
        </HStack>
        <Text textStyle="sm" color="fg.muted" truncate>
          {church.address}, {church.city}, {church.state} {church.zipCode}
        </Text>
        {church.pastorName && (
          <Text textStyle="xs" color="fg.subtle" truncate>
            {church.pastorName}
          </Text>
        )}
      </Stack>
      <HStack gap="1" flexShrink="0">
        <Tooltip content={t("adminChurches.edit")}>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t("adminChurches.editChurch", { name: church.name })}
            onClick={onEdit}
          >
            <LuPencil />
          </IconButton>
        </Tooltip>
        <Tooltip content={t("common.delete")}>
          <IconButton
            variant="ghost"
            size="sm"
            colorPalette="red"
            aria-label={t("adminChurches.deleteChurch", { name: church.name })}
            onClick={onDelete}
          >
            <LuTrash2 />
          </IconButton>
        </Tooltip>
      </HStack>
    </HStack>
  );
}

export function ChurchManagement() {
  const { t } = useI18n();
  const churches = useQuery(trpc.churches.adminList.queryOptions());
  // The search lives in the address, so a filtered list survives a reload and can be shared.
  const search = useSearch({ from: "/admin/", select: (params) => params.q ?? "" });
  const navigate = useNavigate({ from: "/admin/" });
  const query = useDeferredValue(search.trim().toLowerCase());
  const [shown, setShown] = useState(PAGE);
  const [dialog, setDialog] = useState<{ church: AdminChurch | null } | null>(null);
  const [deleting, setDeleting] = useState<{ church: AdminChurch | null; open: boolean }>({
    church: null,
    open: false,
  });

  return (
    <DashboardSection
      id="church-management"
      title={t("adminChurches.management.title")}
      description={t("adminChurches.management.description")}
      actions={
        <Button colorPalette="brand" size="sm" onClick={() => setDialog({ church: null })}>
          <LuPlus /> {t("adminChurches.management.add")}
        </Button>
      }
    >
      <Stack gap="3">
        <InputGroup startElement={<LuSearch />} maxW={{ md: "sm" }}>
          <Input
            type="search"
            aria-label={t("adminChurches.management.search")}
            placeholder={t("adminChurches.management.searchPlaceholder")}
            value={search}
            onChange={(event) => {
              // Each keystroke replaces the address: Back leaves the dashboard rather than undoing letters.
              void navigate({
                search: (current) => ({ ...current, q: unlessDefault(event.target.value, "") }),
                replace: true,
                resetScroll: false,
              });
              setShown(PAGE);
            }}
          />
        </InputGroup>
        <ListStates
          query={churches}
          loading={t("adminChurches.management.loading")}
          empty={
            <ListEmpty
              icon={<LuChurch />}
              title={t("adminChurches.management.empty")}
              description={t("adminChurches.management.emptyHint")}
            />
          }
        >
          {(all) => {
            const found = all.filter((church) => matches(church, query));
            if (found.length === 0)
              return <ListEmpty icon={<LuSearch />} title={t("adminChurches.management.noMatch")} />;
            return (
              <Stack gap="3">
                <Text textStyle="xs" color="fg.muted" aria-live="polite">
                  {t("adminChurches.management.showing", {
                    shown: Math.min(shown, found.length),
                    total: found.length,
                  })}
                </Text>
                <RowList>
                  {found.slice(0, shown).map((church) => (
                    <ChurchRow
                      key={church.id}
                      church={church}
                      onEdit={() => setDialog({ church })}
                      onDelete={() => setDeleting({ church, open: true })}
                    />
                  ))}
                </RowList>
                {found.length > shown && (
                  <Button
                    variant="outline"
                    size="sm"
                    alignSelf="center"
                    onClick={() => setShown(shown + PAGE)}
                  >
                    {t("adminChurches.management.showMore")}
                  </Button>
                )}
              </Stack>
            );
          }}
        </ListStates>
      </Stack>
      <ChurchDialog open={dialog !== null} church={dialog?.church ?? null} onClose={() => setDialog(null)} />
      <DeleteChurchDialog
        open={deleting.open}
        church={deleting.church}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </DashboardSection>
  );
}
