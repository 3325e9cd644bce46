import { type CustomerPackageDto, toMajorString, toMinor } from '@kinetic/domain';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { currencyDecimals } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useEditPackage } from '../api/customers';

const dayOf = (instant: string) => {
  const date = new Date(new Date(instant).getTime() - 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const asNumber = (value: string | number) => (value === '' ? undefined : Number(value));

/** Corrects a customer's package: only what changed is sent, with the reason the customer will read. */
export function EditPackageModal({
  userId,
  pkg,
  onClose,
}: {
  userId: number;
  pkg: CustomerPackageDto;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymCustomers');
  const edit = useEditPackage(userId, pkg.id);
  const [credits, setCredits] = useState<string | number>(pkg.creditsBalance);
  const [classes, setClasses] = useState<string | number>(pkg.classesLeft ?? '');
  const [expiresOn, setExpiresOn] = useState(dayOf(pkg.expiresAt));
  const [amount, setAmount] = useState<string | number>(
    pkg.amount === null ? '' : toMajorString(pkg.amount, pkg.currencyCode),
  );
  const [reason, setReason] = useState('');
  const fields = edit.error instanceof ApiError ? edit.error.fields : {};

  const submit = () => {
    const nextCredits = asNumber(credits);
    const nextClasses = asNumber(classes);
    const nextAmount = amount === '' ? undefined : toMinor(amount, pkg.currencyCode);
    edit.mutate(
      {
        reason,
        creditsBalance: nextCredits !== pkg.creditsBalance ? nextCredits : undefined,
        classesLeft: nextClasses !== (pkg.classesLeft ?? undefined) ? nextClasses : undefined,
        expiresOn: expiresOn !== dayOf(pkg.expiresAt) ? expiresOn : undefined,
        amount: pkg.paidAtDesk && nextAmount !== pkg.amount ? nextAmount : undefined,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: t('edit.done'), message: t('edit.doneDetail') });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('pkg.editTitle', { name: pkg.name })} centered>
      <Stack gap="sm">
        <NumberInput
          label={t('edit.credits')}
          value={credits}
          onChange={setCredits}
          min={0}
          allowDecimal={false}
          error={fields.creditsBalance}
          data-testid="edit-credits"
        />
        {pkg.classesLeft !== null && (
          <NumberInput
            label={t('edit.classes')}
            value={classes}
            onChange={setClasses}
            min={0}
            allowDecimal={false}
            error={fields.classesLeft}
          />
        )}
        <TextInput
          type="date"
          label={t('edit.expiresOn')}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.currentTarget.value)}
          error={fields.expiresOn}
        />
        {pkg.paidAtDesk && (
          <NumberInput
            label={t('edit.amount', { currency: pkg.currencyCode })}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={currencyDecimals(pkg.currencyCode)}
            fixedDecimalScale
            error={fields.amount}
          />
        )}
        <Textarea
          label={t('edit.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          maxLength={500}
          error={fields.reason}
          data-testid="edit-reason"
        />
        {edit.error instanceof ApiError &&
          !['creditsBalance', 'classesLeft', 'expiresOn', 'amount', 'reason'].some((key) => fields[key]) && (
            <Text c="red" size="sm" role="alert">
              {edit.error.message}
            </Text>
          )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={edit.isPending}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
