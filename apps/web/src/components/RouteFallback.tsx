import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Loader role="status" aria-label={t('loadingPage')} />
    </Center>
  );
}
