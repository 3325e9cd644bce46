import { changeMobileSchema, type UserDto } from '@kinetic/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPhone } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { zodResolver } from '../../../lib/zod-form';
import { useChangeMobile } from '../../users';

/** Booking needs a mobile number (SPEC 5), so it can be added right here; it saves on its own. */
export function MobileField({ user }: { user: UserDto }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeMobile(user.id);
  const form = useForm({
    initialValues: { mobile: user.mobile ?? '' },
    validate: zodResolver(changeMobileSchema),
  });

  const save = () => {
    if (form.validate().hasErrors) return;
    change.mutate(form.getValues().mobile.trim(), {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', title: 'Mobile number saved', message });
        setEditing(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500)
          form.setFieldError('mobile', error.fields.mobile ?? error.message);
      },
    });
  };
  const saveOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  if (!editing) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Mobile number
        </Text>
        <Group gap="sm">
          <Text c={user.mobile ? undefined : 'dimmed'}>
            {user.mobile ?? 'No mobile number yet: you need one to book a class.'}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setEditing(true)}
            aria-label={user.mobile ? 'Change mobile number' : undefined}
          >
            {user.mobile ? 'Change' : 'Add mobile number'}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <TextInput
        label="Mobile number"
        inputMode="numeric"
        autoComplete="tel"
        leftSection={<IconPhone size={16} />}
        style={{ flex: '1 1 220px' }}
        onKeyDown={saveOnEnter}
        {...form.getInputProps('mobile')}
      />
      <Group gap="xs" mt={{ base: 0, xs: 25 }}>
        <Button onClick={save} loading={change.isPending}>
          Save number
        </Button>
        <Button
          variant="default"
          onClick={() => {
            form.reset();
            setEditing(false);
          }}
        >
          Cancel
        </Button>
      </Group>
    </Group>
  );
}
