import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useBrand } from '../../../lib/brand';
import { formatDate, formatNumber } from '../../../lib/format';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { LEGAL_UPDATED, type LegalKind, type LegalSection } from '../content/legal';

/** The privacy policy or the terms, in the reader's language, with the brand's name and contact address. */
export function LegalDocument({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation('staticPages');
  const brand = useBrand();
  const sections: Record<string, LegalSection> = t(`${kind}.sections`, {
    returnObjects: true,
    brand: brand.name,
    email: brand.contactEmail,
  });
  const updated = formatDate(LEGAL_UPDATED, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Container size="md" px={0}>
      <Stack gap="lg" component="article">
        <Stack gap={4}>
          <Title order={1}>{t(`${kind}.heading`)}</Title>
          <Text c="dimmed" size="sm">
            {t('legal.updated', { date: updated })}
          </Text>
        </Stack>
        {Object.entries(sections).map(([key, section], index) => (
          <Stack key={key} gap="xs" component="section">
            <Title order={2} size="h4">
              {currentLanguage() === 'en' ? index + 1 : formatNumber(index + 1)}. {section.heading}
            </Title>
            {Object.entries(section.paragraphs ?? {}).map(([id, paragraph]) => (
              <Text key={id} lh={1.65}>
                {paragraph}
              </Text>
            ))}
            {section.bullets && (
              <List spacing={6} withPadding>
                {Object.entries(section.bullets).map(([id, bullet]) => (
                  <List.Item key={id} lh={1.6}>
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
