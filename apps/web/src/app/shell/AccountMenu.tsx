// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../lib/mantine-styles/rest';
import { isCustomer, onboardingPathOf, TRAINER_GYMS_PATH, type UserDto } from '@kinetic/domain';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArmchair,
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarOff,
  IconEdit,
  IconGift,
  IconHeart,
  IconHistory,
  IconLanguage,
  IconListCheck,
  IconLogout,
  IconReceipt,
  IconSettings,
  IconShare,
  IconStar,
  IconUser,
  IconUserCheck,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth';
import { PARTNER_REVIEW_PATH, useIsPlatformOperator } from '../../features/partner-review';
import { INVITE_PATH, REFERRAL_PROGRAMMES_PATH } from '../../features/referrals';
import { useTranslation } from '../../lib/i18n';
import { useLanguageSwitch } from './LanguageSwitch';

/** The signed-in user's menu of the top bar: its own chunk, so a guest's first page does not carry it. */
export default function AccountMenu({ user, partnerHome }: { user: UserDto; partnerHome: string | null }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { t } = useTranslation();
  const isOperator = useIsPlatformOperator(user);
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton data-testid="avatar-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar src={user.profileImageThumbnail} color="brand" radius="xl" size={34} aria-hidden>
              {user.firstName.charAt(0)}
              {user.lastName.charAt(0)}
            </Avatar>
            <VisuallyHidden>{t('account.menu')}</VisuallyHidden>
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.firstName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => navigate(partnerHome ? `${partnerHome}/profile` : '/profile')}
        >
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => navigate('/settings')}>
          {t('account.settings')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconEdit size={16} />}
          onClick={() => navigate(partnerHome ? `${partnerHome}/editProfile` : '/editProfile')}
        >
          {t('account.editProfile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconShare size={16} />} onClick={() => navigate('/share')}>
          {t('account.share')}
        </Menu.Item>
        {partnerHome && (
          <Menu.Item
            leftSection={<IconListCheck size={16} />}
            onClick={() => navigate(onboardingPathOf(user.userCategory))}
          >
            {t('account.getStarted')}
          </Menu.Item>
        )}
        {partnerHome && (
          <Menu.Item
            leftSection={<IconCalendarEvent size={16} />}
            onClick={() =>
              navigate(partnerHome === '/trainer' ? '/trainer/classes' : `/gym/classes/${Date.now()}`)
            }
          >
            {t('account.myClasses')}
          </Menu.Item>
        )}
        {partnerHome === '/gym' && (
          <Menu.Item leftSection={<IconBriefcase size={16} />} onClick={() => navigate('/gym/admin')}>
            {t('account.business')}
          </Menu.Item>
        )}
        {isOperator && (
          <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={() => navigate(PARTNER_REVIEW_PATH)}>
            {t('account.partnerReviews')}
          </Menu.Item>
        )}
        {isOperator && (
          <Menu.Item leftSection={<IconGift size={16} />} onClick={() => navigate(REFERRAL_PROGRAMMES_PATH)}>
            {t('account.referralProgrammes')}
          </Menu.Item>
        )}
        {partnerHome === '/trainer' && (
          <>
            <Menu.Item leftSection={<IconBriefcase size={16} />} onClick={() => navigate('/trainer/report')}>
              {t('account.earnings')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconBuildingStore size={16} />}
              onClick={() => navigate(TRAINER_GYMS_PATH)}
            >
              {t('account.myGyms')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCalendarOff size={16} />}
              onClick={() => navigate('/trainer/pt-availability')}
            >
              {t('account.ptAvailability')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArmchair size={16} />}
              onClick={() => navigate('/trainer/seat-policy')}
            >
              {t('account.seatPolicy')}
            </Menu.Item>
          </>
        )}
        {isCustomer(user.userCategory) && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconCalendarEvent size={16} />} onClick={() => navigate('/upcoming')}>
              {t('account.upcoming')}
            </Menu.Item>
            <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => navigate('/finished')}>
              {t('account.finished')}
            </Menu.Item>
            <Menu.Item leftSection={<IconHeart size={16} />} onClick={() => navigate('/wishlist')}>
              {t('account.wishlist')}
            </Menu.Item>
            <Menu.Item leftSection={<IconStar size={16} />} onClick={() => navigate('/favourite-trainers')}>
              {t('account.favouriteTrainers')}
            </Menu.Item>
            <Menu.Item leftSection={<IconReceipt size={16} />} onClick={() => navigate('/transactions')}>
              {t('account.transactions')}
            </Menu.Item>
            <Menu.Item leftSection={<IconGift size={16} />} onClick={() => navigate(INVITE_PATH)}>
              {t('account.inviteFriends')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <LanguageMenuItem />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same switch as an item of the avatar menu. */
function LanguageMenuItem() {
  const { target, text, label, switchLanguage } = useLanguageSwitch();
  return (
    <Menu.Item
      leftSection={<IconLanguage size={16} />}
      onClick={switchLanguage}
      lang={target}
      aria-label={label}
    >
      {text}
    </Menu.Item>
  );
}
