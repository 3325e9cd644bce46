import { hasRole } from '@kinetic/domain';
import { Accordion, Stack, Text } from '@mantine/core';
import {
  IconAt,
  IconBrandWhatsapp,
  IconCalendar,
  IconLanguage,
  IconLock,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, useLanguage, useTranslation } from '../../../lib/i18n';
import { useStores } from '../../../lib/reference-data';
import { useSessionUser } from '../../../lib/session';
import { CalendarFeedSection } from './CalendarFeedSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { CountryForm } from './CountryForm';
import { LanguageForm } from './LanguageForm';
import { MailPreferencesForm } from './MailPreferencesForm';
import { WhatsAppSection } from './WhatsAppSection';

const SECTIONS = ['password', 'email', 'phone', 'country', 'language', 'mail', 'whatsapp', 'calendar'];

function Control({ icon, title, current }: { icon: ReactNode; title: string; current?: string | null }) {
  const { t } = useTranslation('settings');
  return (
    <Accordion.Control icon={icon}>
      <Stack gap={0}>
        <Text fw={600}>{title}</Text>
        {current !== undefined && (
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {current === null ? t('notAdded') : <bdi>{current}</bdi>}
          </Text>
        )}
      </Stack>
    </Accordion.Control>
  );
}

/** Sections open from a link such as /settings#phone. */
export function SettingsSections() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const user = useSessionUser();
  const stores = useStores();
  const { hash } = useLocation();
  if (!user) return null;
  const opened = SECTIONS.includes(hash.slice(1)) ? hash.slice(1) : 'password';
  const country = stores.data?.find((store) => store.id === user.storeId)?.name ?? null;

  return (
    <Accordion variant="separated" radius="lg" multiple defaultValue={[opened]}>
      <Accordion.Item value="password" id="password">
        <Control icon={<IconLock size={20} />} title={t('password.title')} />
        <Accordion.Panel>
          <ChangePasswordForm userId={user.id} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="email" id="email">
        <Control icon={<IconAt size={20} />} title={t('email.title')} current={user.email} />
        <Accordion.Panel>
          <ChangeEmailForm userId={user.id} email={user.email} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="phone" id="phone">
        <Control icon={<IconPhone size={20} />} title={t('phone.title')} current={user.mobile} />
        <Accordion.Panel>
          <ChangePhoneForm userId={user.id} mobile={user.mobile} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="country" id="country">
        <Control
          icon={<IconWorld size={20} />}
          title={t('country.title')}
          current={stores.isPending ? '…' : country}
        />
        <Accordion.Panel>
          <CountryForm userId={user.id} storeId={user.storeId} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="language" id="language">
        <Control
          icon={<IconLanguage size={20} />}
          title={t('language.title')}
          current={LANGUAGE_NAMES[language]}
        />
        <Accordion.Panel>
          <LanguageForm />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="mail" id="mail">
        <Control icon={<IconMail size={20} />} title={t('mail.title')} />
        <Accordion.Panel>
          <MailPreferencesForm />
        </Accordion.Panel>
      </Accordion.Item>
      {/* Booking and payment notices go to customers: they choose WhatsApp instead of e-mail (docs/adr/0049). */}
      {hasRole(user.userCategory, 'customer') && (
        <Accordion.Item value="whatsapp" id="whatsapp">
          <Control icon={<IconBrandWhatsapp size={20} />} title={t('whatsapp.title')} />
          <Accordion.Panel>
            <WhatsAppSection />
          </Accordion.Panel>
        </Accordion.Item>
      )}
      {/* A gym's schedule is its admin's screens: the feed is a customer's seats or a trainer's classes. */}
      {hasRole(user.userCategory, 'customer', 'trainer') && (
        <Accordion.Item value="calendar" id="calendar">
          <Control icon={<IconCalendar size={20} />} title={t('calendar.title')} />
          <Accordion.Panel>
            <CalendarFeedSection teaches={hasRole(user.userCategory, 'trainer')} />
          </Accordion.Panel>
        </Accordion.Item>
      )}
    </Accordion>
  );
}
