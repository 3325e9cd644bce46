import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconCertificate, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

export function CertificatesField({
  count,
  inputProps,
  onAdd,
  onRemove,
}: {
  count: number;
  inputProps: (index: number) => GetInputPropsReturnType;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          {t('certificates.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('certificates.description')}
        </Text>
      </div>
      {Array.from({ length: count }, (_, index) => (
        <Group key={`certificate-${index.toString()}`} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('certificates.field', { number: formatNumber(index + 1) })}
            placeholder={t('certificates.placeholder')}
            leftSection={<IconCertificate size={16} />}
            style={{ flex: 1 }}
            {...inputProps(index)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
            aria-label={t('certificates.remove', { number: formatNumber(index + 1) })}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd} w="fit-content" size="sm">
        {t('certificates.add')}
      </Button>
    </Stack>
  );
}
