import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useConfirmEmailChange } from '../api/change-email';

/**
 * The link mailed to a new address lands here. The change waits for a click, so a mail
 * scanner that opens links does not make it on the owner's behalf.
 */
export function ConfirmEmailChange({ token }: { token: string | null }) {
  const { t } = useTranslation('settings');
  const confirm = useConfirmEmailChange();
  const failure =
    confirm.error instanceof ApiError && confirm.error.status > 0 && confirm.error.status < 500
      ? confirm.error.message
      : null;

  const [icon, title, body] = confirm.isSuccess
    ? [<IconCircleCheck key="done" size={30} />, t('verifyEmail.doneTitle'), confirm.data.message]
    : !token || failure
      ? [
          <IconLinkOff key="failed" size={30} />,
          t('verifyEmail.failedTitle'),
          failure ?? t('verifyEmail.noToken'),
        ]
      : [<IconMailCheck key="ask" size={30} />, t('verifyEmail.title'), t('verifyEmail.intro')];

  return (
    <Paper withBorder radius="md" p="xl" maw={480} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h3">
          {title}
        </Title>
        <Text role={confirm.isSuccess || failure ? 'status' : undefined}>{body}</Text>
        {token && !confirm.isSuccess && !failure ? (
          <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending}>
            {t('verifyEmail.confirm')}
          </Button>
        ) : (
          <Group justify="center">
            <Button component={Link} to="/settings#email" variant={confirm.isSuccess ? 'filled' : 'light'}>
              {t('verifyEmail.toSettings')}
            </Button>
            <Button component={Link} to="/classes" variant="subtle">
              {t('verifyEmail.toClasses')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
