import { Alert, Box, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';

export function RegistrationLayout({
  title,
  intro,
  pitch,
  children,
}: {
  title: string;
  intro: string;
  pitch: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('registration');
  const user = useSessionUser();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          {user && (
            <Alert color="blue" variant="light">
              {t('layout.signedIn', { email: user.email })}
            </Alert>
          )}
          {children}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Box pos={{ base: 'static', md: 'sticky' }} top={80}>
          {pitch}
        </Box>
      </Grid.Col>
    </Grid>
  );
}
