import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

export function FormOutcome({ success, error }: { success: string | null; error: string | null }) {
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {error}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        {success}
      </Alert>
    );
  }
  return null;
}
