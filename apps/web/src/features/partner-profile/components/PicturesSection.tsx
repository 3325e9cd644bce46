import { CM_MSG, type ManageProfileDto } from '@kinetic/domain';
import {
  Avatar,
  BackgroundImage,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { type PictureKind, useChangePicture } from '../api/profile';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** Profile and cover pictures, each saved as soon as it is chosen, with the spec's success messages. */
export function PicturesSection({ profile, name }: { profile: ManageProfileDto; name: string }) {
  const { t } = useTranslation('partnerProfile');
  const change = useChangePicture();

  const choose = (kind: PictureKind, file: File | null) => {
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type) || file.size > MAX_BYTES) {
      notifications.show({
        color: 'red',
        title: t('pictures.cantUse'),
        message: t('pictures.cantUseMessage'),
      });
      return;
    }
    change.mutate(
      { kind, file },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: kind === 'picture' ? t('pictures.profileUpdated') : t('pictures.coverUpdated'),
            message: domainText(
              kind === 'picture' ? CM_MSG.profilePictureUpdated : CM_MSG.coverPictureUpdated,
            ),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('pictures.failed'),
            message:
              error instanceof ApiError && error.status < 500 ? error.message : t('pictures.failedMessage'),
          }),
      },
    );
  };
  const busy = (kind: PictureKind) => change.isPending && change.variables?.kind === kind;

  return (
    <Card withBorder radius="lg" padding={0} component="section" aria-labelledby="pictures-title">
      <BackgroundImage src={profile.coverImageUrl ?? ''} h={150} bg="var(--mantine-primary-color-light)">
        <Group justify="flex-end" p="sm">
          <FileButton accept={ACCEPT} onChange={(file) => choose('cover', file)}>
            {(props) => (
              <Button
                {...props}
                variant="white"
                size="xs"
                leftSection={<IconPhoto size={14} />}
                loading={busy('cover')}
              >
                {t('pictures.changeCover')}
              </Button>
            )}
          </FileButton>
        </Group>
      </BackgroundImage>
      <Group p="lg" gap="md" align="flex-end" mt={-56}>
        <Box>
          <Avatar
            src={profile.profileImageThumbnail}
            name={name}
            color="brand"
            size={96}
            radius={96}
            alt=""
            style={{ border: '4px solid var(--mantine-color-body)' }}
          />
        </Box>
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={2} size="h4" id="pictures-title">
            {t('pictures.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pictures.help')}
          </Text>
        </Stack>
        <FileButton accept={ACCEPT} onChange={(file) => choose('picture', file)}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconCamera size={16} />}
              loading={busy('picture')}
            >
              {t('pictures.changeProfile')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Card>
  );
}
