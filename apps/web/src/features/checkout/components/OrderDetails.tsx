import type { PackageDto } from '@kinetic/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { classesText, creditsText, packageTypeLabel, usePackageName } from '../../../lib/package-format';

/** The checkout popup's order details: what is bought and, when buying for a class, which class. */
export function OrderDetails({
  pkg,
  showCredits,
  forClass,
}: {
  pkg: PackageDto;
  showCredits: boolean;
  forClass?: string | null;
}) {
  const packageName = usePackageName();
  return (
    <Stack gap={6}>
      <Title order={3} size="h4">
        {packageName(pkg.name)}
      </Title>
      <Group gap={6}>
        <Badge variant="light">{packageTypeLabel(pkg.packageType)}</Badge>
        {showCredits && pkg.credits > 0 && (
          <Badge variant="outline" color="gray.8">
            {creditsText(pkg.credits)}
          </Badge>
        )}
        {pkg.packageType !== 'extendValidity' && (
          <Badge variant="outline" color="gray.8">
            {classesText(pkg.noOfClass)}
          </Badge>
        )}
        <Badge variant="outline" color="gray.8">
          Valid {pkg.validityPeriod}
        </Badge>
        {pkg.packageCategoryType === 'CHILD' && <Badge color="grape.9">Kids</Badge>}
      </Group>
      {pkg.gymName && (
        <Text size="sm" c="dimmed">
          At {pkg.gymName}
        </Text>
      )}
      {pkg.description && <Text size="sm">{pkg.description}</Text>}
      {forClass && (
        <Text size="sm">
          You will be booked into <strong>{forClass}</strong> once the payment succeeds.
        </Text>
      )}
    </Stack>
  );
}
