import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell, IconCalendarCheck, IconHeartHandshake, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { useStores } from '../../../lib/reference-data';

const PILLARS = [
  {
    icon: IconBarbell,
    title: 'Every way to train',
    text: 'Yoga, spinning, boxing, pilates, swimming and more: group classes, personal training, workshops and live online classes.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Book in seconds',
    text: 'See real seat availability, book with credits or pay per class, join a waitlist, and cancel up to 6 hours before for your credits back.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Built with partners',
    text: 'Independent trainers and studios run their schedules, check-ins, packages and reports with us, so members always see what is really on.',
  },
];

export function AboutContent() {
  const brand = useBrand();
  const stores = useStores();
  const countries = stores.data?.map((store) => store.name) ?? [];
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={720}>
        <Title order={1}>About {brand.name}</Title>
        <Text size="lg">
          {brand.name} helps people across the Gulf find a class they love and book it in a few taps, and
          helps the trainers and studios who teach them fill their classes.
        </Text>
        {countries.length > 0 && (
          <Group gap={6} c="dimmed">
            <IconMapPin size={18} aria-hidden />
            <Text c="dimmed">Available in {countries.join(', ')}.</Text>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PILLARS.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="lg" padding="lg">
            <ThemeIcon size={48} radius="xl" variant="light" mb="md" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={2} size="h4" mb={6}>
              {title}
            </Title>
            <Text c="dimmed">{text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card radius="lg" padding="xl" bg="var(--mantine-color-brand-0)">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Our promise
          </Title>
          <Text>
            Honest availability, clear prices in your own currency, and a real person to talk to when
            something goes wrong. Tell us how we are doing at any time.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/classes">
              Find a class
            </Button>
            <Button component={Link} to="/sendfeedback" variant="default">
              Send feedback
            </Button>
            {!brand.isPrime && (
              <Button component={Link} to="/register/trainer" variant="subtle">
                Become a partner
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
