import { customerRegisterSchema, type LoginResult, registerFormSchema } from '@kinetic/domain';
import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { phoneInputProps } from '../../../../lib/phone-input';
import { focusFirstError, zodResolver } from '../../../../lib/zod-form';
import { forgetReferral, pendingReferral } from '../../../referrals';
import { useRegisterCustomer } from '../../api/register';
import { useEmailAvailability } from '../../hooks/use-email-availability';
import { FormError } from '../FormError';
import { PasswordField } from '../PasswordField';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';

const EMAIL_EXISTS_CODE = '0004';
const resolve = zodResolver(registerFormSchema);

interface Props {
  storeId: number;
  /** Absent in the white-label flow, which starts here. */
  onBack?: () => void;
  onRegistered: (result: LoginResult) => void;
}

/** Step 2: the account itself. Success logs the new customer in (SPEC 4.1). */
export function DetailsStep({ storeId, onBack, onRegistered }: Props) {
  const { t } = useTranslation('auth');
  const register = useRegisterCustomer();
  const availability = useEmailAvailability();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobile: '',
      password: '',
      confirmPassword: '',
      gender: '',
    },
    validate: (values) => resolve({ ...values, storeId }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      // The invite link's code rides along (docs/adr/0044); it is spent once the account exists.
      const referralCode = pendingReferral();
      const body = customerRegisterSchema.parse({ ...values, storeId, userType: 1, referralCode });
      const result = await register.mutateAsync(body);
      forgetReferral();
      onRegistered(result);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === EMAIL_EXISTS_CODE) form.setFieldError('email', error.message);
      else if (Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else if (error.status > 0 && error.status < 500) setFailure(error.message);
    }
  }, focusFirstError(form));

  const emailProps = form.getInputProps('email');
  const verdict = availability.verdictFor(form.values.email);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <StepTitle>{t('register.createAccount')}</StepTitle>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...emailProps}
          onBlur={(event) => {
            emailProps.onBlur?.(event);
            void availability.check(event.currentTarget.value);
          }}
          error={emailProps.error ?? (verdict && 'error' in verdict ? verdict.error : undefined)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            !emailProps.error && verdict && 'valid' in verdict ? (
              <Group component="span" gap={4} c="teal.9" fw={500}>
                <IconCircleCheck size={14} aria-hidden />
                <Text span inherit>
                  {verdict.valid}
                </Text>
              </Group>
            ) : undefined
          }
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          {...phoneInputProps(form.getInputProps('mobile'))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Radio.Group label={t('fields.gender')} {...form.getInputProps('gender')}>
          <Group gap="lg" mt={6}>
            <Radio value="MALE" label={t('fields.male')} />
            <Radio value="FEMALE" label={t('fields.female')} />
          </Group>
        </Radio.Group>
        <FormError message={failure} />
      </Stack>
      <StepActions onBack={onBack}>
        <Button type="submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </StepActions>
    </form>
  );
}
