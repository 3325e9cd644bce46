import type { MyReferralsDto } from '@kinetic/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconGift, IconShare } from '@tabler/icons-react';
import { CopyLinkField } from '../../../components/CopyLinkField';
import { failureText } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { shareLinks } from '../../share';
import { useMyReferrals } from '../api/referrals';
import { welcomeOfferText } from '../model/offer-text';

const STATUS_COLOR = { JOINED: 'blue', REWARDED: 'teal', REFUSED: 'gray' } as const;

/** The customer's invite link with Copy and Share, what it offers and earns, and the friends who joined. */
export function InviteFriends({ brandName }: { brandName: string }) {
  const { t } = useTranslation('referrals');
  const mine = useMyReferrals();
  if (mine.isPending) return <Skeleton h={240} radius="md" />;
  if (mine.isError) {
    return (
      <Alert color="red" role="alert">
        {failureText(mine.error, t('programmes.loadFailed'))}
      </Alert>
    );
  }
  return <InviteFriendsView data={mine.data} brandName={brandName} />;
}

export function InviteFriendsView({ data, brandName }: { data: MyReferralsDto; brandName: string }) {
  const { t } = useTranslation('referrals');
  const offer = data.welcomeOffer ? welcomeOfferText(t, data.welcomeOffer) : null;
  const text = offer
    ? t('link.shareText', { brand: brandName, offer })
    : t('link.shareTextPlain', { brand: brandName });
  const words = { text, subject: t('link.subject', { brand: brandName }), email: t('link.email') };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invite-offer">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconGift size={22} aria-hidden style={{ flexShrink: 0 }} />
            <Title order={2} fz="h4" id="invite-offer">
              {t('link.heading')}
            </Title>
          </Group>
          {offer && <Text>{t('offer.friendGets', { offer })}</Text>}
          {data.reward && (
            <Text>
              {t('offer.youGet', { reward: formatMoney(data.reward.amount, data.reward.currencyCode) })}
            </Text>
          )}
          {!offer && !data.reward && <Text>{t('offer.noProgramme')}</Text>}
          <CopyLinkField url={data.link} label={t('link.label')} />
          <Group gap="md" component="nav" aria-label={t('link.shareOn')}>
            {shareLinks(data.link, words).map((link) => (
              <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Anchor>
            ))}
            {canShare && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconShare size={16} aria-hidden />}
                onClick={() =>
                  void navigator.share({ title: brandName, text, url: data.link }).catch(() => {})
                }
              >
                {t('link.more')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invite-friends">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="invite-friends">
            {t('friends.heading')}
          </Title>
          {data.totalEarned.length > 0 && (
            <Text fw={600} data-testid="referral-total">
              {t('friends.total', {
                total: data.totalEarned.map((m) => formatMoney(m.amount, m.currencyCode)).join(' + '),
              })}
            </Text>
          )}
          {data.friends.length === 0 ? (
            <Text c="dimmed">{t('friends.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs" aria-labelledby="invite-friends">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('friends.name')}</Table.Th>
                    <Table.Th>{t('friends.joined')}</Table.Th>
                    <Table.Th>{t('friends.status')}</Table.Th>
                    <Table.Th>{t('friends.reward')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.friends.map((friend) => (
                    <Table.Tr key={`${friend.name}-${friend.joinedAt}`}>
                      <Table.Td>{friend.name}</Table.Td>
                      <Table.Td>
                        {formatDate(friend.joinedAt, { day: 'numeric', month: 'short', year: 'numeric' })}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLOR[friend.status]} c="dark.8">
                          {t(`friends.${friend.refusedReason ?? friend.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {friend.reward ? formatMoney(friend.reward.amount, friend.reward.currencyCode) : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
