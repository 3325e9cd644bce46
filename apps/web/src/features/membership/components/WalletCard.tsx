import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useWallet } from '../../payments';

/**
 * The wallet balance, deducted from a price at checkout (SPEC 5; not for prime gyms), and any balance
 * left in another currency after a move, which pays only in that currency.
 */
export function WalletCard() {
  const { t } = useTranslation('membership');
  const wallet = useWallet();
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconWallet size={24} aria-hidden />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed">
            {t('wallet.balance')}
          </Text>
          {wallet.isPending ? (
            <Skeleton h={24} w={120} aria-label={t('wallet.loading')} />
          ) : wallet.isError ? (
            <Text size="sm" c="red.8">
              {t('wallet.error')}
            </Text>
          ) : (
            <>
              <Text fw={700} size="lg" data-testid="wallet-balance">
                {formatMoney(wallet.data.balance, wallet.data.currencyCode)}
              </Text>
              {wallet.data.elsewhere.map((held) => (
                <Text key={held.currencyCode} size="sm" c="dimmed" data-testid="wallet-elsewhere">
                  {t('wallet.elsewhere', {
                    balance: formatMoney(held.balance, held.currencyCode),
                    currency: held.currencyCode,
                  })}
                </Text>
              ))}
            </>
          )}
        </div>
      </Group>
    </Card>
  );
}
