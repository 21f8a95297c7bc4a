import { Box, Grid, Text } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { useI18n } from "../../../lib/i18n";

export interface Detail {
  label: string;
  value: ReactNode;
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === "";

/**
 * Label and value pairs of a detail dialog: side by side from md up, stacked on phones. Long answers keep
 * their line breaks.
 */
export function DetailList({ items }: { items: Detail[] }) {
  const { t } = useI18n();
  return (
    <Grid
      as="dl"
      templateColumns={{ base: "minmax(0, 1fr)", md: "11rem minmax(0, 1fr)" }}
      columnGap="4"
      rowGap={{ base: "1", md: "3" }}
    >
      {items.map((item) => (
        <Fragment key={item.label}>
          <Text as="dt" textStyle="sm" color="fg.muted" mt={{ base: "2", md: "0" }}>
            {item.label}
          </Text>
          <Box as="dd" textStyle="sm" minW="0">
            {isBlank(item.value) ? (
              <Text color="fg.subtle">{t("messages.NOT_SPECIFIED")}</Text>
            ) : typeof item.value === "string" ? (
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {item.value}
              </Text>
            ) : (
              item.value
            )}
          </Box>
        </Fragment>
      ))}
    </Grid>
  );
}
