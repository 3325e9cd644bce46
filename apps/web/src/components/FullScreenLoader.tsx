import { Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { usePendingCalls } from '../lib/pending';

const SHOW_AFTER_MS = 150;

/**
 * SPEC 2.2: shown while any API call is pending; a short delay avoids a flash on fast calls. The
 * status region stays in the page so that screen readers announce 'Loading' politely when it shows.
 */
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
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" data-testid="loader-status">
        {visible ? t('loading') : ''}
      </VisuallyHidden>
      {visible && (
        <Overlay
          fixed
          backgroundOpacity={0.25}
          blur={1}
          zIndex={4000}
          center
          data-testid="full-screen-loader"
        >
          <Loader size="lg" aria-hidden />
        </Overlay>
      )}
    </>
  );
}
