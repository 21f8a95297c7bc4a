import { Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuLifeBuoy, LuPlus } from "react-icons/lu";
import { toaster } from "../../../components/ui/toaster";

export function HelpCard() {
  return (
    <Card.Root rounded="card" shadow="card" borderColor="border.muted">
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Stack gap="1">
          <Heading as="h2" size="md">
            Can't find your church?
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Register it as a new church, or contact us if its listed email is out of date.
          </Text>
        </Stack>
        <Stack direction={{ base: "column", sm: "row", lg: "column" }} gap="3" align={{ lg: "flex-start" }}>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to="/register">
              <LuPlus /> Register New Church
            </RouterLink>
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              toaster.create({
                title: "Contact Support",
                description: "Please email our office and we will help you verify your church.",
              })
            }
          >
            <LuLifeBuoy /> Contact Support
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
