import { Card, Circle, Heading, HStack, List, Text } from "@chakra-ui/react";

const STEPS = [
  "Search for your church by name, city or pastor name.",
  "Select your church from the list below.",
  "Enter the church's listed email address; we send a 6-digit code to that address.",
  "Enter the code to confirm, and manage your church from your profile.",
];

export function InstructionsCard() {
  return (
    <Card.Root rounded="card" shadow="card" borderColor="border.muted" bg="brand.subtle">
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Heading as="h2" size="md">
          How to claim your church
        </Heading>
        <List.Root as="ol" gap="3" listStyle="none">
          {STEPS.map((step, index) => (
            <List.Item key={step}>
              <HStack gap="3" align="flex-start">
                <Circle
                  size="7"
                  bg="brand.solid"
                  color="brand.contrast"
                  textStyle="sm"
                  fontWeight="semibold"
                  flexShrink="0"
                >
                  {index + 1}
                </Circle>
                <Text textStyle="sm" pt="0.5">
                  {step}
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
