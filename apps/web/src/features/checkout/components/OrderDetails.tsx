import { type PackageDto, packageAllowance } from '@kinetic/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { validityText } from '../../../lib/format';
import { domainText, Trans, useTranslation } from '../../../lib/i18n';
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
  const { t } = useTranslation('checkout');
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
            {domainText(part)}
          </Badge>
        ))}
        <Badge variant="outline" color="gray.8">
          {t('order.valid', { period: validityText(pkg) })}
        </Badge>
        {pkg.packageCategoryType === 'CHILD' && <Badge color="grape.9">{t('order.kids')}</Badge>}
      </Group>
      {pkg.gymName && (
        <Text size="sm" c="dimmed">
          {t('order.at', { gym: pkg.gymName })}
        </Text>
      )}
      {pkg.description && (
        <Text size="sm" dir="auto">
          {pkg.description}
        </Text>
      )}
      {forClass && (
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="order.bookedInto"
            values={{ title: forClass }}
            components={{ strong: <strong /> }}
          />
        </Text>
      )}
    </Stack>
  );
}
