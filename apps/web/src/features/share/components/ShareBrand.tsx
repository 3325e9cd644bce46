import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { CopyLinkField } from '../../../components/CopyLinkField';
import { useTranslation } from '../../../lib/i18n';
import { shareLinks } from '../model/share-links';

/** SPEC 2.1 `share`: the brand's share URL with Copy, links to share it, and the device's own share. */
export function ShareBrand({ brand }: { brand: { name: string; shareUrl: string; shareBannerUrl: string } }) {
  const { t } = useTranslation('share');
  const url = brand.shareUrl;
  const text = t('invite', { brand: brand.name });
  const words = { text, subject: t('subject', { brand: brand.name }), email: t('email') };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Stack gap="md">
      {brand.shareBannerUrl && <Image src={brand.shareBannerUrl} alt="" radius="md" mah={240} fit="cover" />}
      <Text>{text}</Text>
      <CopyLinkField url={url} />
      <Group gap="md" component="nav" aria-label={t('shareOn')}>
        {shareLinks(url, words).map((link) => (
          <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </Anchor>
        ))}
        {canShare && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void navigator.share({ title: brand.name, text, url }).catch(() => {})}
          >
            {t('more')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
