import { Loader, Overlay } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingCalls } from '../lib/pending';

const SHOW_AFTER_MS = 150;

/** SPEC 2.2: shown while any API call is pending; a short delay avoids a flash on fast calls. */
export function FullScreenLoader() {
  const pending = usePendingCalls();
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return (
    <Overlay fixed backgroundOpacity={0.25} blur={1} zIndex={4000} center data-testid="full-screen-loader">
      <Loader size="lg" role="status" aria-label={t('loading')} />
    </Overlay>
  );
}
