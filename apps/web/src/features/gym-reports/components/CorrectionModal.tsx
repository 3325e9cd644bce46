import { type TransactionRow, toMajorString, toMinor, transactionCorrectionSchema } from '@kinetic/domain';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useCorrectTransaction } from '../api/reports';

/** Corrects a transaction's recorded amount; the reason is kept with who changed it and when. */
export function CorrectionModal({
  row,
  decimals,
  onClose,
}: {
  row: TransactionRow;
  decimals: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymReports');
  const correct = useCorrectTransaction();
  const [amount, setAmount] = useState<string | number>(toMajorString(row.amount, row.currencyCode));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const submit = () => {
    const minor = amount === '' ? Number.NaN : toMinor(String(amount), row.currencyCode);
    const parsed = transactionCorrectionSchema.safeParse({ amount: minor, reason });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'amount' | 'reason';
        next[key] ??= domainText(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    correct.mutate({ id: row.id, ...parsed.data }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t('correct.title', { reference: row.reference })}>
      <Stack>
        <Text size="sm">{t('correct.current', { amount: formatMoney(row.amount, row.currencyCode) })}</Text>
        <NumberInput
          label={t('correct.amount', { currency: row.currencyCode })}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={decimals}
          allowNegative={false}
          error={errors.amount}
          withAsterisk
        />
        <Textarea
          label={t('correct.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={2}
          withAsterisk
        />
        {correct.error && (
          <Alert color="red" role="alert">
            {correct.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={correct.isPending} onClick={submit}>
            {t('correct.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
