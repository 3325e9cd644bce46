import type { UserPackageDto } from '@kinetic/domain';
import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { daysUntil, packageTypeLabel, usePackageName, useUserPackages } from '../../payments';
import { classesLeftText } from '../count';
import { dayLabel } from '../dates';
import { PackageHistory } from './PackageHistory';

/** The member's packages: balances, classes left, expiry and 'Expiring soon' (under 10 days, SPEC 4.5). */
export function CurrentPackages({ showCredits }: { showCredits: boolean }) {
  const { t } = useTranslation('membership');
  const packages = useUserPackages();
  if (packages.isPending) return <ListSkeleton rows={2} height={140} />;
  if (packages.isError) {
    return (
      <LoadError
        title={t('current.loadError')}
        error={packages.error}
        onRetry={() => void packages.refetch()}
      />
    );
  }
  const live = packages.data.filter((pkg) => pkg.status === 'ACTIVE');
  if (live.length === 0) {
    return (
      <EmptyState icon={<IconPackage size={34} />} title={t('current.emptyTitle')}>
        {t('current.emptyText')}
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
  const { t } = useTranslation('membership');
  const days = daysUntil(pkg.expiresAt);
  const packageName = usePackageName();
  // A program (workshop) is one purchase whose sessions were all booked with it: it has no
  // credits or classes to spend elsewhere, so it shows none.
  const program = pkg.packageType === 'AUTOJOINWITHPACKAGE';
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
              {pkg.kidName ? t('current.forKid', { name: pkg.kidName }) : ''}
            </Text>
          </Stack>
          {pkg.expiringSoon && (
            <Badge variant="light" color="orange" c="dark.8">
              {t('current.expiringSoon')}
            </Badge>
          )}
        </Group>
        {program && (
          <Text size="sm" data-testid="program-booked">
            {t('current.programBooked')}{' '}
            <Anchor component={Link} to="/upcoming" fw={600}>
              {t('current.programSessions')}
            </Anchor>
          </Text>
        )}
        {showCredits && !pkg.unlimited && !program && (
          <Stack gap={4}>
            <Text fw={700} size="lg" data-testid="credits-balance">
              {t('creditsLeft', { count: pkg.creditsBalance })}
            </Text>
            {pkg.credits > 0 && (
              <Progress
                value={Math.min(100, (pkg.creditsBalance / pkg.credits) * 100)}
                aria-label={t('current.progress', {
                  balance: formatNumber(pkg.creditsBalance),
                  ...{ count: pkg.credits },
                })}
              />
            )}
          </Stack>
        )}
        {/* The credits line above already says what a credit pack has left. */}
        {!program &&
          classesLeftText(t, pkg).map((part) => (
            <Text key={part} size="sm" fw={pkg.unlimited ? 700 : undefined} data-testid="classes-left">
              {part}
            </Text>
          ))}
        <Text size="sm">
          {t('current.expires', { date: dayLabel(pkg.expiresAt), days: t('days', { count: days }) })}
        </Text>
        {pkg.subscription && (
          <Badge variant="light" color={pkg.subscription.status === 'ACTIVE' ? 'teal' : 'gray'} c="dark.8">
            {pkg.subscription.status === 'ACTIVE'
              ? t('current.subscribed')
              : t('current.subscriptionCancelled')}
          </Badge>
        )}
        <PackageHistory userPackageId={pkg.id} name={packageName(pkg.name)} />
      </Stack>
    </Card>
  );
}
