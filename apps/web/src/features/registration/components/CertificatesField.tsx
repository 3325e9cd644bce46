import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconCertificate, IconPlus, IconTrash } from '@tabler/icons-react';

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
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          Certificates
        </Text>
        <Text size="xs" c="dimmed">
          Qualifications members should know about, e.g. "ACE Personal Trainer".
        </Text>
      </div>
      {Array.from({ length: count }, (_, index) => (
        <Group key={`certificate-${index.toString()}`} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Certificate ${index + 1}`}
            placeholder="Certificate name"
            leftSection={<IconCertificate size={16} />}
            style={{ flex: 1 }}
            {...inputProps(index)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
            aria-label={`Remove certificate ${index + 1}`}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd} w="fit-content" size="sm">
        Add certificate
      </Button>
    </Stack>
  );
}
