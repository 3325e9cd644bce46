import { balanceAllowance, type UserPackageDto } from '@kinetic/domain';
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import {
  creditsText,
  dateLabel,
  daysUntil,
  packageTypeLabel,
  usePackageName,
  useUserPackages,
} from '../../payments';

/** The member's packages: balances, classes left, expiry and 'Expiring soon' (under 10 days, SPEC 4.5). */
export function CurrentPackages({ showCredits }: { showCredits: boolean }) {
  const packages = useUserPackages();
  if (packages.isPending) return <ListSkeleton rows={2} height={140} />;
  if (packages.isError) {
    return (
      <LoadError
        title="We could not load your packages"
        error={packages.error}
        onRetry={() => void packages.refetch()}
      />
    );
  }
  const live = packages.data.filter((pkg) => pkg.status === 'ACTIVE');
  if (live.length === 0) {
    return (
      <EmptyState icon={<IconPackage size={34} />} title="You have no active package">
        Buy a package below to start booking classes.
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {live.map((pkg) => (
        <UserPackageCard key={pkg.id} pkg={pkg} showCredits={showCredits} />
      ))}
    </SimpleGrid>
  );
}

function UserPackageCard({ pkg, showCredits }: { pkg: UserPackageDto; showCredits: boolean }) {
  const days = daysUntil(pkg.expiresAt);
  const packageName = usePackageName();
  return (
    <Card withBorder radius="md" padding="md" data-testid="user-package">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {packageName(pkg.name)}
            </Title>
            <Text size="sm" c="dimmed">
              {packageTypeLabel(pkg.packageType)}
              {pkg.gymName ? ` · ${pkg.gymName}` : ''}
              {pkg.kidName ? ` · for ${pkg.kidName}` : ''}
            </Text>
          </Stack>
          {pkg.expiringSoon && (
            <Badge variant="light" color="orange" c="dark.8">
              Expiring soon
            </Badge>
          )}
        </Group>
        {showCredits && !pkg.unlimited && (
          <Stack gap={4}>
            <Text fw={700} size="lg" data-testid="credits-balance">
              {creditsText(pkg.creditsBalance)} left
            </Text>
            {pkg.credits > 0 && (
              <Progress
                value={Math.min(100, (pkg.creditsBalance / pkg.credits) * 100)}
                aria-label={`${pkg.creditsBalance} of ${pkg.credits} credits left`}
              />
            )}
          </Stack>
        )}
        {/* The credits line above already says what a credit pack has left. */}
        {balanceAllowance(pkg, { showCredits: false }).map((part) => (
          <Text key={part} size="sm" fw={pkg.unlimited ? 700 : undefined} data-testid="classes-left">
            {part}
          </Text>
        ))}
        <Text size="sm">
          Expires {dateLabel(pkg.expiresAt)} ({days === 1 ? '1 day' : `${days} days`} left)
        </Text>
        {pkg.subscription && (
          <Badge variant="light" color={pkg.subscription.status === 'ACTIVE' ? 'teal' : 'gray'} c="dark.8">
            {pkg.subscription.status === 'ACTIVE' ? 'Subscribed' : 'Subscription cancelled'}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
