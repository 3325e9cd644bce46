import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';

const POINTS = {
  trainer: [
    'Fill your classes with members who already train in your area.',
    'Set your own rate and teach at a gym, outdoors or online.',
    'Bookings, check-ins, waitlists and reminders handled for you.',
    'Clear reports of every class and every payout.',
  ],
  gym: [
    'Reach members looking for their next class across the Gulf.',
    'Sell drop-in classes, packages and memberships in your own currency.',
    'Manage schedules, trainers, branches and check-ins in one place.',
    'See bookings and accounting as they happen.',
  ],
};

export function PartnerPitch({ kind }: { kind: 'trainer' | 'gym' }) {
  const brand = useBrand();
  const other =
    kind === 'trainer' ? { to: '/register/gym', text: 'Running a studio? Register your gym' } : null;
  return (
    <Card
      radius="lg"
      padding="xl"
      bg="var(--mantine-color-brand-0)"
      component="aside"
      aria-label="Why partner with us"
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {kind === 'trainer' ? `Teach with ${brand.name}` : `Grow your studio with ${brand.name}`}
        </Title>
        <Text>
          {kind === 'trainer'
            ? 'Join the trainers who run their classes and personal training through us.'
            : 'List your studio and let members book your classes in a few taps.'}
        </Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {POINTS[kind].map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Text size="sm">No set-up fee. We review every new partner within two working days.</Text>
        <Stack gap={4}>
          {other && (
            <Anchor component={Link} to={other.to} size="sm" fw={600}>
              {other.text}
            </Anchor>
          )}
          {kind === 'gym' && (
            <Anchor component={Link} to="/register/trainer" size="sm" fw={600}>
              A trainer? Register as a trainer
            </Anchor>
          )}
          {!brand.isPrime && (
            <Anchor href={brand.partnerUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Already a partner? Partner Access
            </Anchor>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
