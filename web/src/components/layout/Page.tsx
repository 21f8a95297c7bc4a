import { Container, type ContainerProps, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The frame every routed screen sits in: same width and vertical rhythm everywhere. */
export function PageContainer({ children, ...props }: ContainerProps) {
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }} {...props}>
      {children}
    </Container>
  );
}

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  /** Buttons shown beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <Stack
      direction={{ base: "column", md: "row" }}
      justify="space-between"
      align={{ base: "stretch", md: "flex-end" }}
      gap="4"
      mb={{ base: "6", md: "8" }}
    >
      <Stack gap="2" minW="0">
        {eyebrow && (
          <Text
            textStyle="xs"
            fontWeight="semibold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="brand.fg"
          >
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" textStyle={{ base: "md", md: "lg" }} maxW="2xl">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <HStack gap="3" flexShrink="0">
          {actions}
        </HStack>
      )}
    </Stack>
  );
}

interface SectionHeadingProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  as?: "h1" | "h2";
  align?: "start" | "center";
  /** For `aria-labelledby` on the enclosing section. */
  id?: string;
}

/** Heading block for a section of a longer page (the home page sections, the events section). */
export function SectionHeading({
  title,
  description,
  eyebrow,
  as = "h2",
  align = "start",
  id,
}: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <Stack gap="2" textAlign={centered ? "center" : "start"} align={centered ? "center" : "flex-start"}>
      {eyebrow && (
        <Text
          textStyle="xs"
          fontWeight="semibold"
          letterSpacing="wider"
          textTransform="uppercase"
          color="brand.fg"
        >
          {eyebrow}
        </Text>
      )}
      <Heading as={as} id={id} size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" textStyle={{ base: "md", md: "lg" }} maxW="2xl">
          {description}
        </Text>
      )}
    </Stack>
  );
}
