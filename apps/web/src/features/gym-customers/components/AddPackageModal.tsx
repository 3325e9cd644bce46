import { type CustomerDetailDto, toMajorString, toMinor } from '@kinetic/domain';
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { currencyDecimals } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { endsIdempotencyKey } from '../../../lib/idempotency';
import { useAddPackage } from '../api/customers';

/** The desk gives the customer one of the gym's packages, paid now at the desk or not. */
export function AddPackageModal({ customer, onClose }: { customer: CustomerDetailDto; onClose: () => void }) {
  const { t } = useTranslation('gymCustomers');
  const add = useAddPackage(customer.userId);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [kidId, setKidId] = useState<string | null>(null);
  const [paidAtDesk, setPaidAtDesk] = useState(true);
  const [amount, setAmount] = useState<string | number>('');
  const [note, setNote] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const offer = customer.offers.find((row) => String(row.id) === packageId);
  const currency = offer?.currencyCode ?? customer.currencyCode;
  const fields = add.error instanceof ApiError ? add.error.fields : {};

  const submit = () => {
    if (!offer) return;
    add.mutate(
      {
        key,
        body: {
          packageId: offer.id,
          kidId: offer.forKids && kidId ? Number(kidId) : null,
          paidAtDesk,
          amount: paidAtDesk && amount !== '' ? toMinor(amount, currency) : undefined,
          note: note.trim() || undefined,
        },
      },
      {
        // A refusal is kept for its key: the corrected sale needs a new one.
        onError: (error) => {
          if (endsIdempotencyKey(error)) setKey(crypto.randomUUID());
        },
        onSuccess: () => {
          notifications.show({ color: 'green', title: t('add.done'), message: t('add.doneDetail') });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('add.title')} centered>
      {customer.offers.length === 0 ? (
        <Text>{t('add.noOffers')}</Text>
      ) : (
        <Stack gap="sm">
          <Select
            label={t('add.package')}
            placeholder={t('add.packagePlaceholder')}
            data={customer.offers.map((row) => ({ value: String(row.id), label: row.name }))}
            value={packageId}
            onChange={(value) => {
              setPackageId(value);
              const chosen = customer.offers.find((row) => String(row.id) === value);
              setAmount(chosen ? toMajorString(chosen.price, chosen.currencyCode) : '');
            }}
            error={fields.packageId}
            required
            data-testid="add-package-select"
          />
          {offer?.forKids && (
            <Select
              label={t('add.kid')}
              placeholder={t('add.kidPlaceholder')}
              data={customer.kids.map((kid) => ({ value: String(kid.id), label: kid.name }))}
              value={kidId}
              onChange={setKidId}
              error={fields.kidId}
              required
            />
          )}
          <Checkbox
            label={t('add.paidAtDesk')}
            checked={paidAtDesk}
            onChange={(event) => setPaidAtDesk(event.currentTarget.checked)}
          />
          {paidAtDesk && (
            <NumberInput
              label={t('add.amount', { currency })}
              description={t('add.amountHint')}
              value={amount}
              onChange={setAmount}
              min={0}
              decimalScale={currencyDecimals(currency)}
              fixedDecimalScale
              error={fields.amount}
            />
          )}
          <Textarea
            label={t('add.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
          />
          {add.error instanceof ApiError && !['packageId', 'kidId', 'amount'].some((key) => fields[key]) && (
            <Text c="red" size="sm" role="alert">
              {add.error.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={add.isPending} disabled={!offer || (offer.forKids && !kidId)}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
