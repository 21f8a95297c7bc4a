import { Card, Circle, Heading, HStack, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

const STEPS = ["step1", "step2", "step3", "step4"] as const;

export function InstructionsCard() {
  const { t } = useTranslation();
  return (
    <Card.Root rounded="card" shadow="card" borderColor="border.muted" bg="brand.subtle">
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Heading as="h2" size="md">
          {t("claim.instructions.title")}
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
                  {t(`claim.instructions.${step}`)}
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
