import { changeMobileSchema, type UserDto } from '@kinetic/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhone } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { phoneInputProps } from '../../../lib/phone-input';
import { zodResolver } from '../../../lib/zod-form';
import { useChangeMobile } from '../../users';

/** Booking needs a mobile number (SPEC 5), so it can be added right here; it saves on its own. */
export function MobileField({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile');
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
        notifications.show({ color: 'green', title: t('mobile.saved'), message });
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
          {t('mobile.label')}
        </Text>
        <Group gap="sm">
          <Text c={user.mobile ? undefined : 'dimmed'}>
            {user.mobile === null ? t('mobile.none') : <bdi>{user.mobile}</bdi>}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setEditing(true)}
            aria-label={user.mobile ? t('mobile.changeLabel') : undefined}
          >
            {user.mobile ? t('mobile.change') : t('mobile.add')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <TextInput
        label={t('mobile.label')}
        inputMode="numeric"
        autoComplete="tel"
        leftSection={<IconPhone size={16} />}
        style={{ flex: '1 1 220px' }}
        onKeyDown={saveOnEnter}
        {...phoneInputProps(form.getInputProps('mobile'))}
      />
      <Group gap="xs" mt={{ base: 0, xs: 25 }}>
        <Button onClick={save} loading={change.isPending}>
          {t('mobile.save')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            form.reset();
            setEditing(false);
          }}
        >
          {t('mobile.cancel')}
        </Button>
      </Group>
    </Group>
  );
}
