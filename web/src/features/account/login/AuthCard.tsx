import { Card, Center, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  intro: string;
  /** The card's width: sign-in's two fields take less than sign-up's names side by side. */
  maxW: "md" | "lg";
  children: ReactNode;
}

/** The centred card of /auth and /sign-up: an icon, the page's heading and a line of introduction, then the form. */
export function AuthCard({ icon, title, intro, maxW, children }: AuthCardProps) {
  return (
    <Center flex="1" px="4" py={{ base: "10", md: "16" }} bg="bg.subtle">
      <Card.Root w="full" maxW={maxW} rounded="card" shadow="card" borderColor="border.muted">
        <Card.Body gap="6" p={{ base: "6", md: "8" }}>
          <Stack gap="3" align="center" textAlign="center">
            <Center boxSize="12" rounded="full" bg="brand.muted" color="brand.fg" fontSize="xl">
              {icon}
            </Center>
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {title}
            </Heading>
            <Text color="fg.muted">{intro}</Text>
          </Stack>
          {children}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
