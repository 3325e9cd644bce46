import {
  PARTNER_REFUSAL_REASON_MAX,
  type PendingPartnerDto,
  partnerRefusalBodySchema,
} from '@kinetic/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconLock, IconUserCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { type ReasonCheck, ReasonModal } from '../../../components/ReasonModal';
import { notifications } from '../../../components/toasts';
import { ApiError, failureText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { AdminPager } from '../../gym-admin';
import { PENDING_PAGE_SIZE, useDecidePartner, usePendingPartners } from '../api/partner-reviews';

/** A refusal's reason, checked with the API's own schema. */
function checkRefusal(reason: string): ReasonCheck {
  const parsed = partnerRefusalBodySchema.safeParse({ reason });
  if (parsed.success) return { reason: parsed.data.reason };
  return { error: domainText(parsed.error.issues[0]?.message ?? '') };
}

/** The operator's queue of new trainers and gyms: approve, or refuse with a reason. */
export function PendingPartnerList() {
  const { t } = useTranslation('partnerReview');
  const [page, setPage] = useState(0);
  const pending = usePendingPartners(page);
  const decide = useDecidePartner();
  const [refusing, setRefusing] = useState<PendingPartnerDto | null>(null);
  // A page emptied by the decisions just made: back to the last page that still has partners.
  const emptied = pending.data && pending.data.items.length === 0 && page > 0 ? pending.data.total : null;
  useEffect(() => {
    if (emptied !== null) setPage(Math.max(0, Math.ceil(emptied / PENDING_PAGE_SIZE) - 1));
  }, [emptied]);

  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('decisionFailed'),
      message: failureText(error, t('loadFailed')),
    });

  function approve(partner: PendingPartnerDto) {
    decide.mutate(
      { userId: partner.userId, approve: true },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: t('approved.title'),
            message: t('approved.message', { name: partner.name }),
          }),
        onError: failed,
      },
    );
  }

  async function refuse(partner: PendingPartnerDto, reason: string) {
    await decide.mutateAsync({ userId: partner.userId, approve: false, reason });
    setRefusing(null);
    notifications.show({
      color: 'green',
      title: t('refused.title'),
      message: t('refused.message', { name: partner.name }),
    });
  }

  if (pending.isPending) return <ListSkeleton rows={3} height={120} />;
  if (pending.isError) {
    if (pending.error instanceof ApiError && pending.error.status === 404) {
      return <EmptyState icon={<IconLock size={34} />} title={t('operatorOnly')} />;
    }
    return <LoadError title={t('loadFailed')} error={pending.error} onRetry={() => void pending.refetch()} />;
  }
  const { items, total } = pending.data;
  if (total === 0) {
    return (
      <EmptyState icon={<IconUserCheck size={34} />} title={t('empty.title')}>
        {t('empty.text')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {refusing && (
        <ReasonModal
          title={t('refuseModal.title', { name: refusing.name })}
          label={t('refuseModal.reason')}
          hint={t('refuseModal.reasonHint')}
          maxLength={PARTNER_REFUSAL_REASON_MAX}
          submitText={t('refuseModal.submit')}
          cancelText={t('refuseModal.cancel')}
          failedTitle={t('decisionFailed')}
          danger
          check={checkRefusal}
          onSubmit={(reason) => refuse(refusing, reason)}
          onClose={() => setRefusing(null)}
        />
      )}
      <Stack gap="sm" component="ul" aria-label={t('listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((partner) => (
          <Paper
            key={partner.userId}
            component="li"
            withBorder
            radius="md"
            p="md"
            data-testid="pending-partner"
          >
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Group gap="xs" wrap="wrap">
                  <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                    {partner.name}
                  </Title>
                  <Badge variant="light" c="dark.8" color={partner.kind === 'GYM' ? 'blue' : 'grape'}>
                    {t(`kind.${partner.kind}`)}
                  </Badge>
                </Group>
                {partner.contactName && <Text size="sm">{t('contact', { name: partner.contactName })}</Text>}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {/* An address reads left to right in an Arabic line too. */}
                  <span dir="ltr">{partner.email}</span>
                </Text>
                <Text size="sm" c="dimmed">
                  {t('brand', { brand: partner.brandName })}
                  {' · '}
                  {t('registeredAt', { date: formatDate(partner.registeredAt, { dateStyle: 'medium' }) })}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  leftSection={<IconCheck size={16} aria-hidden />}
                  loading={
                    decide.isPending &&
                    decide.variables?.userId === partner.userId &&
                    decide.variables.approve
                  }
                  disabled={decide.isPending}
                  onClick={() => approve(partner)}
                  aria-label={t('approveLabel', { name: partner.name })}
                >
                  {t('approve')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />}
                  disabled={decide.isPending}
                  onClick={() => setRefusing(partner)}
                  aria-label={t('refuseLabel', { name: partner.name })}
                >
                  {t('refuse')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <AdminPager page={page} size={PENDING_PAGE_SIZE} total={total} onChange={setPage} />
    </Stack>
  );
}
