import { Container, List, Stack, Text, Title } from '@mantine/core';
import { LEGAL_UPDATED, type LegalSection } from '../content/legal';

export function LegalDocument({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <Container size="md" px={0}>
      <Stack gap="lg" component="article">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            Last updated: {LEGAL_UPDATED}
          </Text>
        </Stack>
        {sections.map((section, index) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h4">
              {index + 1}. {section.heading}
            </Title>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} lh={1.65}>
                {paragraph}
              </Text>
            ))}
            {section.bullets && (
              <List spacing={6} withPadding>
                {section.bullets.map((bullet) => (
                  <List.Item key={bullet} lh={1.6}>
                    {bullet}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
