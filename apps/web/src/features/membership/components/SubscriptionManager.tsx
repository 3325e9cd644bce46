import {
  isUpgradeFrom,
  isUpgradeOf,
  periodOf,
  type SubscriptionDto,
  subscriptionPrice,
  upgradeCandidateOf,
} from '@kinetic/domain';
import { Alert, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconRepeat } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { Trans, useTranslation } from '../../../lib/i18n';
import { useCancelSubscription, usePackageName, usePackages, useSubscriptions } from '../../payments';
import { dayLabel } from '../dates';
import { useSubscriptionEdit } from '../hooks/use-subscription-edit';
import { ConfirmSubscriptionEdit, type SubscriptionEditRequest } from './ConfirmSubscriptionEdit';
import { ProcessingModal } from './ProcessingModal';

/**
 * Subscriptions (KD, KWD, BHD, BD stores): extend, upgrade to a dearer package, or cancel (SPEC 4.4).
 * An edit is paid at once, so it is confirmed first with its amount, card and what it gives.
 */
export function SubscriptionManager({ showCredits = true }: { showCredits?: boolean }) {
  const { t } = useTranslation('membership');
  const subscriptions = useSubscriptions();
  const edit = useSubscriptionEdit();
  if (subscriptions.isPending) return <ListSkeleton rows={1} height={120} />;
  if (subscriptions.isError) {
    return (
      <LoadError
        title={t('subscriptions.loadError')}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }
  if (subscriptions.data.length === 0) {
    return (
      <EmptyState icon={<IconRepeat size={34} />} title={t('subscriptions.emptyTitle')}>
        {t('subscriptions.emptyText')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {subscriptions.data.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          busy={edit.busy}
          showCredits={showCredits}
          onEdit={(packageId, action) => void edit.run(subscription.id, packageId, action)}
        />
      ))}
      <ProcessingModal opened={edit.processing} />
    </Stack>
  );
}

function SubscriptionCard({
  subscription,
  busy,
  showCredits,
  onEdit,
}: {
  subscription: SubscriptionDto;
  busy: boolean;
  showCredits: boolean;
  onEdit: (packageId: number, action: 'EXTEND' | 'UPGRADE') => void;
}) {
  const { t } = useTranslation('membership');
  const cancel = useCancelSubscription();
  const packageName = usePackageName();
  const packages = usePackages();
  const [upgradeTo, setUpgradeTo] = useState<string | null>(null);
  const [asking, setAsking] = useState<SubscriptionEditRequest | null>(null);
  const active = subscription.status === 'ACTIVE';
  // The API refuses any other package; without the current package on sale there is nothing to compare.
  const current = packages.data?.find((pkg) => pkg.id === subscription.packageId);
  const upgrades = current
    ? (packages.data ?? []).filter(
        (pkg) =>
          pkg.subscribable &&
          isUpgradeOf(upgradeCandidateOf(current), upgradeCandidateOf(pkg)) &&
          isUpgradeFrom(subscription.price, pkg.cost),
      )
    : [];
  const upgradePackage = upgrades.find((pkg) => String(pkg.id) === upgradeTo);

  const onCancel = async () => {
    const question = t('subscriptions.cancelQuestion', { name: packageName(subscription.packageName) });
    if (
      !(await confirmPopup({ code: 'CONFIRM', title: t('subscriptions.cancelTitle'), message: question }))
        .confirmed
    ) {
      return;
    }
    try {
      await cancel.mutateAsync(subscription.id);
      notifications.show({
        title: t('subscriptions.cancelledTitle'),
        message: t('subscriptions.cancelledMessage'),
        color: 'green',
      });
    } catch (error) {
      if (error instanceof ApiError)
        notifications.show({
          title: t('subscriptions.cancelFailed'),
          message: error.message,
          color: 'red',
        });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="subscription">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {packageName(subscription.packageName)}
            </Title>
            <Text size="sm" c="dimmed">
              {everyPeriod(subscription, t)}
              {subscription.cardLast4 ? t('subscriptions.card', { last4: subscription.cardLast4 }) : ''}
            </Text>
          </Stack>
          <Badge color={active ? 'teal.9' : 'gray.8'} style={{ flexShrink: 0 }}>
            {active ? t('subscriptions.active') : t('subscriptions.cancelled')}
          </Badge>
        </Group>
        {active && subscription.renewsAt && !subscription.pendingRenewal && (
          <Text size="sm">{t('subscriptions.renews', { date: dayLabel(subscription.renewsAt) })}</Text>
        )}
        {active && subscription.pendingRenewal && (
          <PendingRenewal renewal={subscription.pendingRenewal} packageName={packageName} />
        )}
        {active && (
          <Group gap="sm" align="flex-end">
            <Button
              onClick={() => current && setAsking({ action: 'EXTEND', pkg: current })}
              disabled={busy || !current}
            >
              {t('subscriptions.extend')}
            </Button>
            {upgrades.length > 0 && (
              <>
                <Select
                  label={t('subscriptions.upgradeTo')}
                  placeholder={t('subscriptions.choosePackage')}
                  data={upgrades.map((pkg) => ({
                    value: String(pkg.id),
                    label: `${packageName(pkg.name)} (${formatMoney(subscriptionPrice(pkg.cost), pkg.currencyCode)})`,
                  }))}
                  value={upgradeTo}
                  onChange={setUpgradeTo}
                  w={260}
                />
                <Button
                  variant="light"
                  disabled={busy || !upgradePackage}
                  onClick={() => upgradePackage && setAsking({ action: 'UPGRADE', pkg: upgradePackage })}
                >
                  {t('subscriptions.upgrade')}
                </Button>
              </>
            )}
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              onClick={() => void onCancel()}
              loading={cancel.isPending}
            >
              {t('subscriptions.cancel')}
            </Button>
          </Group>
        )}
        <ConfirmSubscriptionEdit
          subscription={subscription}
          request={asking}
          showCredits={showCredits}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            if (asking) onEdit(asking.pkg.id, asking.action);
            setAsking(null);
          }}
        />
      </Stack>
    </Card>
  );
}

/** '72.000 KWD every 2 months': a subscription's price and period, its package's validity. */
function everyPeriod(
  subscription: Pick<SubscriptionDto, 'price' | 'currencyCode' | 'periodDays'>,
  t: TFunction<'membership'>,
): string {
  const price = formatMoney(subscription.price, subscription.currencyCode);
  const { unit, count } = periodOf(subscription.periodDays);
  if (count === 1) {
    const one = { month: 'everyMonth', week: 'everyWeek', day: 'everyDay' } as const;
    return t(`subscriptions.${one[unit]}`, { price });
  }
  return t('subscriptions.everyPeriod', { price, period: t(`${unit}s`, { count }) });
}

/**
 * A renewal no saved card could pay (docs/adr/0012): the customer pays it on the gateway's page, from
 * here or from the gateway's e-mail, before the link lapses; the package stays usable meanwhile.
 */
function PendingRenewal({
  renewal,
  packageName,
}: {
  renewal: NonNullable<SubscriptionDto['pendingRenewal']>;
  packageName: (name: string) => string;
}) {
  const { t } = useTranslation('membership');
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('subscriptions.renewalDue')}
      data-testid="pending-renewal"
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="subscriptions.renewal"
            values={{
              name: packageName(renewal.packageName),
              amount: formatMoney(renewal.amount, renewal.currencyCode),
              date: dayLabel(renewal.payBy),
            }}
            components={{ name: <strong />, amount: <strong data-testid="pending-renewal-amount" /> }}
          />
        </Text>
        <Button
          component="a"
          href={renewal.paymentUrl}
          size="sm"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('subscriptions.payNow')}
        </Button>
      </Stack>
    </Alert>
  );
}
