import { formatMoney, type PackageDto, packageAllowance } from '@kinetic/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { usePackageName } from '../../payments';

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
  const name = usePackageName()(pkg.name);
  return (
    <Card withBorder radius="md" padding="md" data-testid="package-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {name}
          </Title>
          {pkg.packageCategoryType === 'CHILD' && <Badge color="grape.9">Kids</Badge>}
        </Group>
        <Text fw={700} size="xl">
          {formatMoney(pkg.cost, pkg.currencyCode)}
        </Text>
        <Group gap={6}>
          {packageAllowance(pkg, { showCredits }).map((part) => (
            <Badge key={part} variant="light">
              {part}
            </Badge>
          ))}
          <Badge variant="outline" color="gray.8">
            Valid {pkg.validityPeriod}
          </Badge>
        </Group>
        {pkg.gymName && (
          <Text size="sm" c="dimmed">
            At {pkg.gymName}
          </Text>
        )}
        {pkg.description && (
          <Text size="sm" lineClamp={3}>
            {pkg.description}
          </Text>
        )}
        <Button mt="auto" onClick={() => onBuy(pkg)} aria-label={`Buy ${name}`}>
          Buy
        </Button>
      </Stack>
    </Card>
  );
}
