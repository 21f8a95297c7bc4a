import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { LuLifeBuoy, LuPlus } from "react-icons/lu";
import { Button } from "../../../components/ui/button";
import { notifyInfo } from "../../../lib/feedback";

export function HelpCard() {
  const { t } = useTranslation();
  return (
    <Card.Root rounded="card" shadow="card" borderColor="border.muted">
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t("claim.help.title")}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t("claim.help.text")}
          </Text>
        </Stack>
        <Stack direction={{ base: "column", sm: "row", lg: "column" }} gap="3" align={{ lg: "flex-start" }}>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to="/register">
              <LuPlus /> {t("claim.help.registerNew")}
            </RouterLink>
          </Button>
          <Button
            variant="ghost"
            onClick={() => notifyInfo(t("claim.help.contactSupport"), t("claim.help.contactText"))}
          >
            <LuLifeBuoy /> {t("claim.help.contactSupport")}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
