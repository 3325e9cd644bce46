import { type PackageDto, packageAllowance } from '@kinetic/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { packageTypeLabel, usePackageName } from '../../payments';

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
        {packageAllowance(pkg, { showCredits }).map((part) => (
          <Badge key={part} variant="outline" color="gray.8">
            {part}
          </Badge>
        ))}
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
