import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { FeedbackForm } from '../../features/static';
import { useBrand } from '../../lib/brand';

export default function FeedbackPage() {
  const brand = useBrand();
  return (
    <Container size="sm" px={0}>
      <PageMeta title="Send feedback" description={`Tell the ${brand.name} team what you think.`} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Send feedback</Title>
          <Text c="dimmed">Ideas, compliments or problems: every message is read by our team.</Text>
        </Stack>
        <FeedbackForm />
      </Stack>
    </Container>
  );
}
