import { Container, Stack, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { ShareBrand } from '../../features/share';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

/** SPEC 2.1 `share` (signed-in users): invite friends with the brand's share URL. */
export default function SharePage() {
  const { t } = useTranslation('share');
  const brand = useBrand();
  return (
    <Container size="sm" px={0}>
      <PageMeta title={t('page.title')} description={t('page.description', { brand: brand.name })} />
      <Stack gap="lg">
        <Title order={1}>{t('page.heading', { brand: brand.name })}</Title>
        <ShareBrand brand={brand} />
      </Stack>
    </Container>
  );
}
