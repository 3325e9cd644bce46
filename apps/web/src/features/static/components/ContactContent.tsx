import { Anchor, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconMail, IconMessage, IconWorldWww } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function ContactContent() {
  const brand = useBrand();
  const websiteLabel = brand.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={720}>
        <Title order={1}>Contact us</Title>
        <Text size="lg">
          Questions about a booking, a payment or your account? We answer every message within one working day
          (Sunday to Thursday).
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: brand.isPrime ? 3 : 4 }} spacing="lg">
        <ContactCard icon={<IconMail size={24} />} title="E-mail">
          <Anchor href={`mailto:${brand.contactEmail}`} style={{ wordBreak: 'break-all' }}>
            {brand.contactEmail}
          </Anchor>
          <Text size="sm" c="dimmed">
            Include your booking date and class name so we can help faster.
          </Text>
        </ContactCard>
        <ContactCard icon={<IconWorldWww size={24} />} title="Website">
          <Anchor
            href={brand.website}
            target="_blank"
            rel="noopener noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {websiteLabel}
          </Anchor>
          <Text size="sm" c="dimmed">
            News, offers and our latest studios.
          </Text>
        </ContactCard>
        <ContactCard icon={<IconMessage size={24} />} title="Feedback">
          <Text size="sm" c="dimmed">
            Ideas, compliments or something that did not work? Tell us in a minute.
          </Text>
          <Button component={Link} to="/sendfeedback" variant="light" w="fit-content">
            Send feedback
          </Button>
        </ContactCard>
        {!brand.isPrime && (
          <ContactCard icon={<IconBuildingStore size={24} />} title="Partners">
            <Text size="sm" c="dimmed">
              Trainers and studios: join us or manage your classes.
            </Text>
            <Anchor component={Link} to="/register/gym" size="sm">
              Register your gym
            </Anchor>
            <Anchor href={brand.partnerUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Partner Access
            </Anchor>
          </ContactCard>
        )}
      </SimpleGrid>
    </Stack>
  );
}
