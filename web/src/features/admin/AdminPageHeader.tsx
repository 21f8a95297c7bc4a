import { Breadcrumb } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LuLayoutDashboard } from "react-icons/lu";
import { PageHeader } from "../../components/layout/Page";
import { useI18n } from "../../lib/i18n";

interface AdminPageHeaderProps {
  title: string;
  description: string;
  actions?: ReactNode;
}

/** The one header of the admin sub-pages: where you are, and the way back to the dashboard. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  const { t } = useI18n();
  return (
    <>
      <Breadcrumb.Root mb="3" size="sm">
        <Breadcrumb.List flexWrap="nowrap">
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild color="brand.fg" _hover={{ color: "brand.fg" }} fontWeight="medium">
              <RouterLink to="/admin">
                <LuLayoutDashboard aria-hidden="true" />
                {t("adminDashboard.title")}
              </RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {/* On a phone the heading right below names the page: the crumb would only repeat it, over two lines. */}
          <Breadcrumb.Separator display={{ base: "none", md: "flex" }} />
          <Breadcrumb.Item display={{ base: "none", md: "flex" }}>
            <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <PageHeader
        eyebrow={t("adminDashboard.eyebrow")}
        title={title}
        description={description}
        actions={actions}
      />
    </>
  );
}
