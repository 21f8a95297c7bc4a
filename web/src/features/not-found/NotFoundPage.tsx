import { Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuCompass } from "react-icons/lu";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <Center flex="1" py={{ base: "16", md: "24" }} px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Center boxSize="14" rounded="full" bg="brand.muted" color="brand.fg" fontSize="2xl">
          <LuCompass />
        </Center>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {t("messages.NOT_FOUND_TITLE")}
        </Heading>
        <Text color="fg.muted">{t("notFound.hint")}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to="/">{t("common.backToHome")}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
