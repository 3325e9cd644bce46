import { Group, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { useTranslation } from '../../../lib/i18n';
import { GYM_ADMIN_AREAS, type GymAdminArea } from '../model/areas';

/**
 * The frame of every gym business screen: its title and meta texts, and one navigation across the
 * areas (customers, bookings, packages, coupons, activities, PT trainers, reports).
 */
export function GymAdminFrame({
  area,
  title,
  intro,
  actions,
  children,
}: {
  area: GymAdminArea;
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('gymAdmin');
  const navigate = useNavigate();
  const pathOf = (key: string) => GYM_ADMIN_AREAS.find((item) => item.key === key)?.path;
  return (
    <Stack gap="lg">
      <PageMeta title={title} description={intro} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {actions}
      </Group>
      <ScrollArea type="auto" scrollbarSize={6}>
        <Tabs
          value={area}
          onChange={(key) => {
            const path = key && pathOf(key);
            if (path) navigate(path);
          }}
          aria-label={t('nav.label')}
        >
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {GYM_ADMIN_AREAS.map(({ key, icon: Icon }) => (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />}>
                {t(`nav.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      {children}
    </Stack>
  );
}
