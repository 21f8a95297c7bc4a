import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuCompass } from "react-icons/lu";

export function NotFoundPage() {
  return (
    <Center flex="1" py={{ base: "16", md: "24" }} px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Center boxSize="14" rounded="full" bg="brand.muted" color="brand.fg" fontSize="2xl">
          <LuCompass />
        </Center>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
