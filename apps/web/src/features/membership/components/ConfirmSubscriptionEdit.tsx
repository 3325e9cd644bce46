import {
  formatMoney,
  type PackageDto,
  packageAllowance,
  type SubscriptionDto,
  subscriptionPrice,
} from '@kinetic/domain';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';

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
  const phone = useMediaQuery('(max-width: 48em)');
  const extend = request?.action === 'EXTEND';
  const title = extend ? 'Extend subscription' : 'Upgrade subscription';
  return (
    <Modal
      opened={request !== null}
      onClose={onCancel}
      title={title}
      centered
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {request && (
        <Stack gap="md" data-testid="confirm-subscription-edit">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              You pay now
            </Text>
            <Text fw={700} size="xl" data-testid="edit-charge">
              {formatMoney(editCharge(subscription, request), subscription.currencyCode)}
            </Text>
            <Text size="sm">
              {subscription.cardLast4
                ? `Charged at once to your saved card ending ${subscription.cardLast4}.`
                : 'You will enter your card on the payment page.'}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>You get</Text>
            <List size="sm" spacing={2}>
              <List.Item>
                {[request.pkg.name, ...packageAllowance(request.pkg, { showCredits })].join(' · ')}
              </List.Item>
              <List.Item>
                {extend
                  ? `Added to your current package, which runs ${request.pkg.validityPeriod} longer.`
                  : `A new package from today, valid ${request.pkg.validityPeriod}.`}
              </List.Item>
              {!extend && (
                <List.Item>
                  Your subscription then renews with {request.pkg.name} at{' '}
                  {formatMoney(subscriptionPrice(request.pkg.cost), request.pkg.currencyCode)}.
                </List.Item>
              )}
            </List>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button leftSection={<IconLock size={18} />} onClick={onConfirm}>
              {subscription.cardLast4
                ? `Pay ${formatMoney(editCharge(subscription, request), subscription.currencyCode)}`
                : 'Continue to payment'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
