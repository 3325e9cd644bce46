import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LegalNote } from './LegalNote';

export function SubmitRow({
  error,
  loading,
  label,
}: {
  error: string | null;
  loading: boolean;
  label: string;
}) {
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <LegalNote />
        <Button type="submit" size="md" loading={loading}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
