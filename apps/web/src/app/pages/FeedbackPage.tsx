import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { FeedbackForm } from '../../features/static';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

export default function FeedbackPage() {
  const brand = useBrand();
  const { t } = useTranslation('staticPages');
  return (
    <Container size="sm" px={0}>
      <PageMeta title={t('feedback.title')} description={t('feedback.description', { brand: brand.name })} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('feedback.heading')}</Title>
          <Text c="dimmed">{t('feedback.intro')}</Text>
        </Stack>
        <FeedbackForm />
      </Stack>
    </Container>
  );
}
