import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';

const PARTNER_PHRASE = 'on the link';

/**
 * A server failure shown inside a form. SPEC 8.2: when the account is a partner's (`partner`: the 422
 * that carries the partner site), the phrase 'on the link' becomes a link 'here' to the partner site,
 * and a translated answer without the English phrase gets the link after it. A wrong password is a 422
 * too, and offers a customer no partner site.
 */
export function FormError({ message, partner = false }: { message: string | null; partner?: boolean }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  if (!message) return null;
  const at = partner ? message.indexOf(PARTNER_PHRASE) : -1;
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
  const body = !partner ? (
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
