import type { PackageDto } from '@kinetic/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, validityText } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { usePackageName } from '../../payments';
import { WelcomeOfferBadge } from '../../referrals';
import { packageAllowanceText } from '../count';

/** One package on sale: price in the store's currency, credits (hidden on a prime brand), classes, validity. */
export function PackageCard({
  pkg,
  showCredits,
  onBuy,
}: {
  pkg: PackageDto;
  showCredits: boolean;
  onBuy: (pkg: PackageDto) => void;
}) {
  const { t } = useTranslation('membership');
  const name = usePackageName()(pkg.name);
  // English keeps the API's words; Arabic reads the period from its days.
  const period = validityText(pkg);
  return (
    <Card withBorder radius="md" padding="md" data-testid="package-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {name}
          </Title>
          {pkg.packageCategoryType === 'CHILD' && <Badge color="grape.9">{t('packages.kids')}</Badge>}
        </Group>
        <WelcomeOfferBadge packageId={pkg.id} />
        <Text fw={700} size="xl">
          {formatMoney(pkg.cost, pkg.currencyCode)}
        </Text>
        <Group gap={6}>
          {packageAllowanceText(t, pkg, showCredits).map((part) => (
            <Badge key={part} variant="light">
              {part}
            </Badge>
          ))}
          <Badge variant="outline" color="gray.8">
            {t('packages.valid', { period })}
          </Badge>
        </Group>
        {pkg.gymName && (
          <Text size="sm" c="dimmed">
            {t('packages.at', { gym: pkg.gymName })}
          </Text>
        )}
        {pkg.description && (
          <Text size="sm" lineClamp={3} dir="auto">
            {pkg.description}
          </Text>
        )}
        <Button mt="auto" onClick={() => onBuy(pkg)} aria-label={t('packages.buyLabel', { name })}>
          {t('packages.buy')}
        </Button>
      </Stack>
    </Card>
  );
}
