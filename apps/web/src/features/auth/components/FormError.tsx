import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';

const PARTNER_PHRASE = 'on the link';

/**
 * A server failure shown inside a form. SPEC 8.2: on 422 the phrase 'on the link' becomes a link
 * 'here' to the partner site. A translated answer without the English phrase gets the link after it.
 */
export function FormError({ message, status }: { message: string | null; status?: number }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  if (!message) return null;
  const at = status === 422 ? message.indexOf(PARTNER_PHRASE) : -1;
  const partnerLink = (text: string) => (
    <Anchor
      href={brand.partnerUrl}
      target="_blank"
      rel="noopener noreferrer"
      fw={600}
      inherit
      underline="always"
    >
      {text}
    </Anchor>
  );
  const body =
    status !== 422 ? (
      message
    ) : at < 0 ? (
      <>
        {message} {partnerLink(t('formError.partnerAccess'))}
      </>
    ) : (
      <>
        {message.slice(0, at)}
        {partnerLink(t('formError.partnerLink'))}
        {message.slice(at + PARTNER_PHRASE.length)}
      </>
    );
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} py="xs">
      {body}
    </Alert>
  );
}
