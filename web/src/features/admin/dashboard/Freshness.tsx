import { RESOLUTION_NOTE_MAX, type ReportKind } from "@app/shared";
import { Badge, Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LuBadgeCheck, LuCheck, LuDoorClosed, LuPartyPopper, LuPencil, LuX } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { ListEmpty, ListStates, ReviewRow, RowList } from "../../../components/lists/ListStates";
import { formatDate } from "../../../lib/dates";
import { notifyFailure, notifySuccess } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { httpStatus, trpc } from "../../../lib/trpc";
import { ChurchDialog } from "./ChurchDialog";
import { DashboardSection } from "./DashboardSection";

/** Everything a freshness change may have moved: the queue, the reports, the figures, a church's line. */
function useRefreshFreshness() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.freshness.pathKey() });
}

/**
 * The dashboard's freshness figures (docs/product/freshness.md#figures): the share of listings confirmed
 * within the stale threshold, the open reports and their median age, the re-confirmation queue's length.
 */
export function FreshnessFigures() {
  const { t, locale } = useI18n();
  const figures = useQuery(trpc.freshness.figures.queryOptions());
  const data = figures.data;
  const percent = data
    ? new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { style: "percent" }).format(
        data.confirmedShare,
      )
    : "–";
  return (
    <DashboardSection id="freshness" title={t("freshness.admin.figuresTitle")}>
      <Stack
        as="dl"
        direction={{ base: "column", md: "row" }}
        gap={{ base: "4", md: "8" }}
        data-testid="freshness-figures"
      >
        <Stack gap="0.5" minW="0">
          <Text as="dt" textStyle="sm" color="fg.muted">
            {t("freshness.admin.confirmedShare", { months: data?.staleMonths ?? 12 })}
          </Text>
          <Text as="dd" textStyle="2xl" fontWeight="bold">
            {percent}
          </Text>
          {data && (
            <Text as="dd" textStyle="xs" color="fg.muted">
              {t("freshness.admin.confirmedOf", {
                confirmed: data.confirmedChurches,
                total: data.listedChurches,
              })}
            </Text>
          )}
        </Stack>
        <Stack gap="0.5" minW="0">
          <Text as="dt" textStyle="sm" color="fg.muted">
            {t("freshness.admin.openReports")}
          </Text>
          <Text as="dd" textStyle="2xl" fontWeight="bold">
            {data ? data.openReports : "–"}
          </Text>
          {data && (
            <Text as="dd" textStyle="xs" color="fg.muted">
              {data.openReportsMedianDays === null
                ? t("freshness.admin.noOpenReports")
                : t("freshness.admin.medianAge", {
                    age: t("freshness.admin.days", { count: data.openReportsMedianDays }),
                  })}
            </Text>
          )}
        </Stack>
        <Stack gap="0.5" minW="0">
          <Text as="dt" textStyle="sm" color="fg.muted">
            {t("freshness.admin.queueLength")}
          </Text>
          <Text as="dd" textStyle="2xl" fontWeight="bold">
            {data ? data.queue : "–"}
          </Text>
        </Stack>
      </Stack>
    </DashboardSection>
  );
}

/**
 * The re-confirmation queue, oldest confirmation first: "Review" opens the church's dialog, whose save confirms
 * the listing and opens the next church ("Save and go to the next"); "Still right" confirms it as it stands.
 */
export function ReconfirmQueue() {
  const { t } = useI18n();
  const queue = useQuery(trpc.freshness.queue.queryOptions());
  const [openId, setOpenId] = useState<number | null>(null);
  const refresh = useRefreshFreshness();
  const queryClient = useQueryClient();
  const church = useQuery({
    ...trpc.freshness.adminChurch.queryOptions({ churchId: openId ?? 0 }),
    enabled: openId !== null,
  });
  const confirm = useMutation(trpc.freshness.confirm.mutationOptions());
  const rows = queue.data?.churches ?? [];
  const nextAfter = (churchId: number) => {
    const index = rows.findIndex((row) => row.churchId === churchId);
    return rows[index + 1]?.churchId ?? null;
  };
  const confirmAsIs = (churchId: number, name: string) =>
    confirm.mutate(
      { churchId },
      {
        onSuccess: () => {
          notifySuccess(t("freshness.admin.confirmedToast", { church: name }));
          void refresh();
        },
        onError: (error) => notifyFailure(error),
      },
    );
  return (
    <DashboardSection
      id="reconfirm-queue"
      title={t("freshness.admin.queueTitle")}
      description={t("freshness.admin.queueIntro")}
    >
      <ListStates
        query={{ ...queue, data: queue.data?.churches }}
        loading={t("freshness.admin.queueTitle")}
        empty={<ListEmpty icon={<LuPartyPopper />} title={t("freshness.admin.queueEmpty")} />}
      >
        {(churches) => (
          <Stack gap="3">
            <RowList>
              {churches.map((row) => (
                <ReviewRow key={row.churchId} label={row.name}>
                  <Stack gap="0.5" minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontWeight="semibold" truncate>
                        {row.name}
                      </Text>
                      {row.flagged && (
                        <Badge colorPalette="red" variant="subtle">
                          {t("freshness.admin.flagged")}
                        </Badge>
                      )}
                      <Badge colorPalette={row.claimed ? "orange" : "gray"} variant="subtle">
                        {row.claimed ? t("freshness.admin.noAnswer") : t("freshness.admin.unclaimed")}
                      </Badge>
                    </HStack>
                    <Text textStyle="sm" color="fg.muted">
                      {row.city}, {row.state}
                    </Text>
                    <Text textStyle="xs" color="fg.subtle">
                      {t("freshness.admin.lastConfirmed", { date: formatDate(row.confirmedAt) })}
                    </Text>
                  </Stack>
                  <HStack gap="2" flexShrink="0" flexWrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => setOpenId(row.churchId)}>
                      <LuPencil aria-hidden="true" />
                      {t("freshness.admin.review")}
                    </Button>
                    <Button
                      size="sm"
                      colorPalette="green"
                      loading={confirm.isPending && confirm.variables?.churchId === row.churchId}
                      onClick={() => confirmAsIs(row.churchId, row.name)}
                    >
                      <LuBadgeCheck aria-hidden="true" />
                      {t("freshness.admin.confirmNext")}
                    </Button>
                  </HStack>
                </ReviewRow>
              ))}
            </RowList>
            {queue.data && queue.data.total > churches.length && (
              <Text textStyle="sm" color="fg.muted">
                {t("freshness.admin.queueMore", { shown: churches.length, total: queue.data.total })}
              </Text>
            )}
          </Stack>
        )}
      </ListStates>
      <ChurchDialog
        open={openId !== null && church.data !== undefined}
        church={church.data ?? null}
        onClose={() => setOpenId(null)}
        saveLabel={t("freshness.admin.saveAndNext")}
        onSaved={(saved) => {
          // The save confirmed it (freshness/edits.ts): on to the next church of the queue, if any.
          const next = nextAfter(saved.id);
          void refresh();
          void queryClient.invalidateQueries({ queryKey: trpc.freshness.adminChurch.pathKey() });
          setOpenId(next);
        }}
      />
    </DashboardSection>
  );
}

type OpenReport = NonNullable<ReturnType<typeof useReports>["data"]>[number];
const useReports = () => useQuery(trpc.freshness.reports.queryOptions());

/**
 * Visitors' reports, oldest first (docs/product/freshness.md#reports): fix the listing (the church's dialog,
 * then the report is resolved as fixed), mark the church closed, or dismiss the report with a reason.
 */
export function VisitorReports() {
  const { t } = useI18n();
  const reports = useReports();
  return (
    <DashboardSection
      id="visitor-reports"
      title={t("freshness.admin.reportsTitle")}
      description={t("freshness.admin.reportsIntro")}
    >
      <ListStates
        query={reports}
        loading={t("freshness.admin.reportsTitle")}
        empty={<ListEmpty icon={<LuPartyPopper />} title={t("freshness.admin.reportsEmpty")} />}
      >
        {(open) => (
          <RowList>
            {open.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </RowList>
        )}
      </ListStates>
    </DashboardSection>
  );
}

function ReportRow({ report }: { report: OpenReport }) {
  const { t } = useI18n();
  const refresh = useRefreshFreshness();
  const [fixing, setFixing] = useState(false);
  const [closing, setClosing] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [reason, setReason] = useState("");
  const church = useQuery({
    ...trpc.freshness.adminChurch.queryOptions({ churchId: report.churchId }),
    enabled: fixing,
  });
  const resolve = useMutation(trpc.freshness.resolveReport.mutationOptions());
  const settle = (resolution: "fixed" | "closed" | "dismissed", note?: string) =>
    resolve.mutate(
      { reportId: report.id, resolution, note },
      {
        onSuccess: () => {
          notifySuccess(t("freshness.admin.resolvedToast"));
          setClosing(false);
          setDismissing(false);
          void refresh();
        },
        onError: (error) => {
          // The dialog's save may have answered the report already (a new address for a "wrong place").
          if (resolution === "fixed" && httpStatus(error) === 409) {
            notifySuccess(t("freshness.admin.resolvedToast"));
            void refresh();
            return;
          }
          notifyFailure(error);
        },
      },
    );
  return (
    <ReviewRow label={report.churchName}>
      <Stack gap="1" minW="0" flex="1">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" truncate>
            {report.churchName}
          </Text>
          <Badge colorPalette="orange" variant="subtle" whiteSpace="normal" h="auto" py="0.5">
            {t(`freshness.report.kinds.${report.kind as ReportKind}`)}
          </Badge>
        </HStack>
        <Text
          textStyle="sm"
          color={report.comment ? undefined : "fg.muted"}
          whiteSpace="pre-line"
          overflowWrap="anywhere"
        >
          {report.comment ?? t("freshness.admin.noComment")}
        </Text>
        <Text textStyle="xs" color="fg.subtle">
          {t("freshness.admin.reportedOn", { date: formatDate(String(report.createdAt)) })}
          {report.hasEmail && ` · ${t("freshness.admin.awaitsAnswer")}`}
        </Text>
        {dismissing && (
          <HStack gap="2" mt="1" flexWrap="wrap">
            <Input
              size="sm"
              flex="1"
              minW="48"
              maxLength={RESOLUTION_NOTE_MAX}
              aria-label={t("freshness.admin.dismissReason")}
              placeholder={t("freshness.admin.dismissReason")}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button
              size="sm"
              colorPalette="gray"
              disabled={reason.trim() === ""}
              loading={resolve.isPending}
              onClick={() => settle("dismissed", reason)}
            >
              {t("freshness.admin.dismissConfirm")}
            </Button>
          </HStack>
        )}
      </Stack>
      <HStack gap="2" flexShrink="0" flexWrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => setFixing(true)}
          loading={fixing && church.isPending}
        >
          <LuCheck aria-hidden="true" />
          {t("freshness.admin.fix")}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setClosing(true)}>
          <LuDoorClosed aria-hidden="true" />
          {t("freshness.admin.markClosed")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDismissing((value) => !value)}
          aria-expanded={dismissing}
        >
          <LuX aria-hidden="true" />
          {t("freshness.admin.dismiss")}
        </Button>
      </HStack>
      <ChurchDialog
        open={fixing && church.data !== undefined}
        church={church.data ?? null}
        onClose={() => setFixing(false)}
        onSaved={() => {
          setFixing(false);
          // The save may have answered the report already (an address for a "wrong place"); else it is fixed now.
          settle("fixed");
        }}
      />
      <ConfirmDialog
        open={closing}
        title={t("freshness.admin.closeConfirmTitle", { church: report.churchName })}
        pending={resolve.isPending}
        onConfirm={() => settle("closed")}
        onClose={() => setClosing(false)}
        confirmLabel={t("freshness.admin.markClosed")}
        pendingLabel={t("freshness.admin.markClosed")}
      >
        <Text>{t("freshness.admin.closeConfirmBody")}</Text>
      </ConfirmDialog>
    </ReviewRow>
  );
}
