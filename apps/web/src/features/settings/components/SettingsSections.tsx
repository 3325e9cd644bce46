import { Accordion, Stack, Text } from '@mantine/core';
import { IconAt, IconLock, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../../lib/reference-data';
import { useSessionUser } from '../../../lib/session';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { CountryForm } from './CountryForm';

const SECTIONS = ['password', 'email', 'phone', 'country'];

function Control({ icon, title, current }: { icon: ReactNode; title: string; current?: string | null }) {
  return (
    <Accordion.Control icon={icon}>
      <Stack gap={0}>
        <Text fw={600}>{title}</Text>
        {current !== undefined && (
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {current ?? 'Not added'}
          </Text>
        )}
      </Stack>
    </Accordion.Control>
  );
}

/** Sections open from a link such as /settings#phone. */
export function SettingsSections() {
  const user = useSessionUser();
  const stores = useStores();
  const { hash } = useLocation();
  if (!user) return null;
  const opened = SECTIONS.includes(hash.slice(1)) ? hash.slice(1) : 'password';
  const country = stores.data?.find((store) => store.id === user.storeId)?.name ?? null;

  return (
    <Accordion variant="separated" radius="lg" multiple defaultValue={[opened]}>
      <Accordion.Item value="password" id="password">
        <Control icon={<IconLock size={20} />} title="Change password" />
        <Accordion.Panel>
          <ChangePasswordForm userId={user.id} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="email" id="email">
        <Control icon={<IconAt size={20} />} title="Change e-mail" current={user.email} />
        <Accordion.Panel>
          <ChangeEmailForm userId={user.id} email={user.email} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="phone" id="phone">
        <Control icon={<IconPhone size={20} />} title="Change phone" current={user.mobile} />
        <Accordion.Panel>
          <ChangePhoneForm userId={user.id} mobile={user.mobile} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="country" id="country">
        <Control icon={<IconWorld size={20} />} title="Country" current={stores.isPending ? '…' : country} />
        <Accordion.Panel>
          <CountryForm userId={user.id} storeId={user.storeId} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
