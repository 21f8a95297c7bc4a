import { Card, Center, Heading, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import type { ReactElement } from "react";
import type { IconType } from "react-icons";
import { LuArrowRight } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";

/** Makes a whole card one link: pass the router link (holding the card's content) as the only child. */
export function LinkCard({ children }: { children: ReactElement }) {
  return (
    <Card.Root
      asChild
      variant="outline"
      bg="bg"
      borderColor="border.muted"
      rounded="card"
      shadow="card"
      transitionProperty="box-shadow, transform, border-color"
      transitionDuration="moderate"
      _hover={{ shadow: "cardHover", transform: "translateY(-2px)", borderColor: "brand.emphasized" }}
      focusRing="outside"
      focusRingColor="brand.focusRing"
    >
      {children}
    </Card.Root>
  );
}

interface FeatureCardBodyProps {
  icon: IconType;
  title: string;
  description: string;
  cta?: string;
}

export function FeatureCardBody({ icon, title, description, cta }: FeatureCardBodyProps) {
  const { t } = useI18n();
  // Phones: icon beside the text, so five cards do not fill several screens. Wider: icon on top.
  return (
    <Card.Body
      flexDirection={{ base: "row", sm: "column" }}
      alignItems="flex-start"
      gap="4"
      p={{ base: "4", md: "6" }}
    >
      <Center boxSize="11" rounded="l3" bg="brand.muted" color="brand.fg" flexShrink="0">
        <Icon as={icon} boxSize="5" />
      </Center>
      <Stack gap={{ base: "2", sm: "4" }} flex="1" minW="0" alignSelf="stretch">
        <Stack gap="1.5" flex="1">
          <Heading as="h3" size="md" letterSpacing="tight">
            {title}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <HStack gap="1.5" textStyle="sm" fontWeight="semibold" color="brand.fg">
          {cta ?? t("home.explore.defaultCta")}
          <LuArrowRight aria-hidden="true" />
        </HStack>
      </Stack>
    </Card.Body>
  );
}

interface QuickActionBodyProps {
  icon: IconType;
  title: string;
  description: string;
}

/** A compact, single-row variant used in the signed-in welcome panel. */
export function QuickActionBody({ icon, title, description }: QuickActionBodyProps) {
  return (
    <Card.Body flexDirection="row" alignItems="center" gap="3" p="3.5">
      <Center boxSize="10" rounded="l2" bg="brand.muted" color="brand.fg" flexShrink="0">
        <Icon as={icon} boxSize="5" />
      </Center>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold" textStyle="sm">
          {title}
        </Text>
        <Text textStyle="xs" color="fg.muted" lineClamp={2}>
          {description}
        </Text>
      </Stack>
      <Icon as={LuArrowRight} color="fg.subtle" boxSize="4" flexShrink="0" />
    </Card.Body>
  );
}
