import { Card, Center, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { LuCircleCheck, LuHouse } from "react-icons/lu";
import { PageContainer } from "../../components/layout/Page";
import { Button } from "../../components/ui/button";

/** What replaces a public form once it is sent; the only way on is leaving the page (docs/product/planting.md#plant-requests). */
export function SubmissionSuccess({ title, children }: { title: string; children: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer maxW="2xl">
      <Card.Root shadow="card" rounded="card" borderWidth="0">
        <Card.Body py={{ base: "10", md: "14" }} px={{ base: "6", md: "10" }}>
          <Stack gap="5" align="center" textAlign="center" role="status">
            <Center boxSize="16" rounded="full" bg="green.subtle" color="green.fg">
              <Icon as={LuCircleCheck} boxSize="8" />
            </Center>
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
              {title}
            </Heading>
            <Text color="fg.muted" textStyle={{ base: "md", md: "lg" }} maxW="md">
              {children}
            </Text>
            <Button asChild colorPalette="brand" size="lg" mt="2">
              <RouterLink to="/">
                <LuHouse aria-hidden="true" />
                {t("planting.returnHome")}
              </RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
