import { Container, Stack, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { ShareBrand } from '../../features/share';
import { useBrand } from '../../lib/brand';

/** SPEC 2.1 `share` (signed-in users): invite friends with the brand's share URL. */
export default function SharePage() {
  const brand = useBrand();
  return (
    <Container size="sm" px={0}>
      <PageMeta title="Share" description={`Invite your friends to ${brand.name}.`} />
      <Stack gap="lg">
        <Title order={1}>Share {brand.name}</Title>
        <ShareBrand brand={brand} />
      </Stack>
    </Container>
  );
}
