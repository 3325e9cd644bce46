import type { StoreDto } from '@kinetic/domain';
import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconAt, IconPhone, IconWorld } from '@tabler/icons-react';
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
  return (
    <Select
      label="Country"
      description="Where you will run your classes. Prices are in its currency."
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
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="First name" withAsterisk autoComplete="given-name" {...inputProps('firstName')} />
      <TextInput label="Last name" withAsterisk autoComplete="family-name" {...inputProps('lastName')} />
    </SimpleGrid>
  );
}

export function SignInFields({ inputProps }: { inputProps: InputProps }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="E-mail"
          description="You will sign in with it"
          type="email"
          withAsterisk
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          {...inputProps('email')}
        />
        <TextInput
          label="Mobile number"
          description="Digits only, 8 to 16"
          withAsterisk
          inputMode="numeric"
          autoComplete="tel"
          leftSection={<IconPhone size={16} />}
          {...inputProps('mobile')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          label="Password"
          description="6 to 20 characters, with a number"
          withAsterisk
          autoComplete="new-password"
          {...inputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          description="Type it once more"
          withAsterisk
          autoComplete="new-password"
          {...inputProps('confirmPassword')}
        />
      </SimpleGrid>
    </>
  );
}
