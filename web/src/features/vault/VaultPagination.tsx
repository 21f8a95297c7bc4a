import { Box, Button, HStack, IconButton } from "@chakra-ui/react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { pageWindow } from "./pagination";

interface VaultPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, at most five page numbers centred on the current one, Next. */
export function VaultPagination({ page, totalPages, onChange }: VaultPaginationProps) {
  const { t } = useI18n();
  return (
    <HStack
      as="nav"
      aria-label={t("common.pagination")}
      justify="center"
      gap={{ base: "1.5", sm: "2" }}
      flexWrap="wrap"
    >
      <Button
        size="sm"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        px={{ base: "2", sm: "3" }}
        aria-label={t("common.previous")}
      >
        <LuChevronLeft aria-hidden="true" />
        {/* Icon only on phones, so seven buttons fit on one line at 360 px. */}
        <Box as="span" hideBelow="sm">
          {t("common.previous")}
        </Box>
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <IconButton
          key={number}
          size="sm"
          variant={number === page ? "solid" : "outline"}
          colorPalette={number === page ? "brand" : "gray"}
          aria-label={t("common.pageNumber", { page: number })}
          aria-current={number === page ? "page" : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </IconButton>
      ))}
      <Button
        size="sm"
        variant="outline"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        px={{ base: "2", sm: "3" }}
        aria-label={t("common.next")}
      >
        <Box as="span" hideBelow="sm">
          {t("common.next")}
        </Box>
        <LuChevronRight aria-hidden="true" />
      </Button>
    </HStack>
  );
}
