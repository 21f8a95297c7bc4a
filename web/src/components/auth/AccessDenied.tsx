import { Center, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuShieldAlert } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";

interface AccessDeniedProps {
  message: ReactNode;
  /** The way out: a sign-in link or a Go Back button. */
  action?: ReactNode;
}

/** The screen shown in place of a page the visitor may not see. */
export function AccessDenied({ message, action }: AccessDeniedProps) {
  const { t } = useI18n();
  return (
    <Center flex="1" py={{ base: "16", md: "24" }} px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md" role="alert">
        <Center boxSize="14" rounded="full" bg="red.subtle" color="red.fg" fontSize="2xl">
          <LuShieldAlert />
        </Center>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {t("auth.accessDenied")}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}
