import { LIMITS, type StoreDto } from '@kinetic/domain';
import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconAt, IconPhone, IconWorld } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { phoneInputProps } from '../../../lib/phone-input';
import type { AccountValues } from '../model/form-rules';

type InputProps = (field: keyof AccountValues) => GetInputPropsReturnType;

export function CountrySelect({
  stores,
  loading,
  inputProps,
}: {
  stores: StoreDto[];
  loading: boolean;
  inputProps: InputProps;
}) {
  const { t } = useTranslation('registration');
  return (
    <Select
      label={t('account.country')}
      description={t('account.countryDescription')}
      withAsterisk
      data={stores.map((store) => ({
        value: String(store.id),
        label: `${store.name} (${store.currencyCode})`,
      }))}
      allowDeselect={false}
      disabled={loading}
      leftSection={<IconWorld size={16} />}
      {...inputProps('storeId')}
    />
  );
}

export function NameFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation('registration');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('account.firstName')}
        withAsterisk
        autoComplete="given-name"
        {...inputProps('firstName')}
      />
      <TextInput
        label={t('account.lastName')}
        withAsterisk
        autoComplete="family-name"
        {...inputProps('lastName')}
      />
    </SimpleGrid>
  );
}

export function SignInFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('account.email')}
          description={t('account.emailDescription')}
          type="email"
          withAsterisk
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          {...inputProps('email')}
        />
        <TextInput
          label={t('account.mobile')}
          description={t('account.mobileDescription', {
            min: formatNumber(LIMITS.phoneMin),
            max: formatNumber(LIMITS.phoneMax),
          })}
          withAsterisk
          inputMode="numeric"
          autoComplete="tel"
          leftSection={<IconPhone size={16} />}
          {...phoneInputProps(inputProps('mobile'))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          label={t('account.password')}
          description={t('account.passwordDescription', {
            min: formatNumber(LIMITS.passwordMin),
            max: formatNumber(LIMITS.passwordMax),
          })}
          withAsterisk
          autoComplete="new-password"
          {...inputProps('password')}
        />
        <PasswordInput
          label={t('account.confirmPassword')}
          description={t('account.confirmDescription')}
          withAsterisk
          autoComplete="new-password"
          {...inputProps('confirmPassword')}
        />
      </SimpleGrid>
    </>
  );
}
