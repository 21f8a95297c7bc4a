import type { ButtonProps } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { LuExternalLink, LuPlay } from "react-icons/lu";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { trpc } from "../../lib/trpc";
import { openLabel } from "./preview";

interface OpenResourceButtonProps extends Omit<ButtonProps, "asChild" | "id"> {
  id: number;
  url: string;
  title: string;
  /** The public vault counts each open; administrators reviewing a resource do not. */
  countOpens?: boolean;
}

/**
 * A real link opening the file in a new tab, so keyboard, middle click and "open in new tab" all work.
 * A left or middle click also records one open; the link opens whether or not that call succeeds.
 */
export function OpenResourceButton({ id, url, title, countOpens = true, ...props }: OpenResourceButtonProps) {
  const queryClient = useQueryClient();
  const recordOpen = useMutation(
    trpc.resources.recordOpen.mutationOptions({
      onSuccess: ({ downloadCount }) =>
        queryClient.setQueryData(trpc.resources.list.queryKey(), (list) =>
          list?.map((resource) => (resource.id === id ? { ...resource, downloadCount } : resource)),
        ),
    }),
  );
  const kind = openLabel(url);
  const { t } = useI18n();
  const label = kind === "Watch" ? t("vault.watch") : t("vault.view");
  const count = (event: MouseEvent) => {
    if (countOpens && (event.type === "click" || event.button === 1)) recordOpen.mutate({ id });
  };
  return (
    <Button asChild size="sm" colorPalette="brand" flexShrink="0" {...props}>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={count}
        onAuxClick={count}
        title={t("vault.openTitle", { action: label, title })}
      >
        {kind === "Watch" ? <LuPlay aria-hidden="true" /> : <LuExternalLink aria-hidden="true" />}
        {label}
      </a>
    </Button>
  );
}
