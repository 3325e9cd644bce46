import { type PackageDto, type SubscriptionDto, subscriptionPrice } from '@kinetic/domain';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatMoney, validityText } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import { packageAllowanceText } from '../count';

export interface SubscriptionEditRequest {
  action: 'EXTEND' | 'UPGRADE';
  /** The package bought: the subscription's own for EXTEND, the new one for UPGRADE. */
  pkg: PackageDto;
}

/** What an edit charges now: EXTEND the subscription's period price, UPGRADE the new package's (SPEC 9). */
export function editCharge(subscription: SubscriptionDto, request: SubscriptionEditRequest): number {
  return request.action === 'EXTEND' ? subscription.price : subscriptionPrice(request.pkg.cost);
}

/**
 * Asks before a subscription edit takes money, as checkout does: the amount in the store's currency,
 * the card it is charged on (or the payment page), and what the customer gets for it.
 */
export function ConfirmSubscriptionEdit({
  subscription,
  request,
  showCredits,
  onConfirm,
  onCancel,
}: {
  subscription: SubscriptionDto;
  request: SubscriptionEditRequest | null;
  showCredits: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('membership');
  const phone = useMaxWidth('48em');
  const extend = request?.action === 'EXTEND';
  const title = extend ? t('edit.extendTitle') : t('edit.upgradeTitle');
  // English keeps the API's words; Arabic reads the period from its days.
  const period = request && validityText(request.pkg);
  return (
    <Modal
      opened={request !== null}
      onClose={onCancel}
      title={title}
      centered
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('edit.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {request && (
        <Stack gap="md" data-testid="confirm-subscription-edit">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('edit.youPay')}
            </Text>
            <Text fw={700} size="xl" data-testid="edit-charge">
              {formatMoney(editCharge(subscription, request), subscription.currencyCode)}
            </Text>
            <Text size="sm">
              {subscription.cardLast4
                ? t('edit.savedCard', { last4: subscription.cardLast4 })
                : t('edit.newCard')}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>{t('edit.youGet')}</Text>
            <List size="sm" spacing={2}>
              <List.Item>
                {[request.pkg.name, ...packageAllowanceText(t, request.pkg, showCredits)].join(' · ')}
              </List.Item>
              <List.Item>
                {extend ? t('edit.extendWhat', { period }) : t('edit.upgradeWhat', { period })}
              </List.Item>
              {!extend && (
                <List.Item>
                  {t('edit.renewsWith', {
                    name: request.pkg.name,
                    price: formatMoney(subscriptionPrice(request.pkg.cost), request.pkg.currencyCode),
                  })}
                </List.Item>
              )}
            </List>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('edit.cancel')}
            </Button>
            <Button leftSection={<IconLock size={18} />} onClick={onConfirm}>
              {subscription.cardLast4
                ? t('edit.pay', {
                    amount: formatMoney(editCharge(subscription, request), subscription.currencyCode),
                  })
                : t('edit.continue')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
