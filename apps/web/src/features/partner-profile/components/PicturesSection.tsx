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
import { notifications } from '@mantine/notifications';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { type PictureKind, useChangePicture } from '../api/profile';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** Profile and cover pictures, each saved as soon as it is chosen, with the spec's success messages. */
export function PicturesSection({ profile, name }: { profile: ManageProfileDto; name: string }) {
  const change = useChangePicture();

  const choose = (kind: PictureKind, file: File | null) => {
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type) || file.size > MAX_BYTES) {
      notifications.show({
        color: 'red',
        title: "This picture can't be used",
        message: 'Choose a JPEG, PNG or WebP image of at most 5 MB.',
      });
      return;
    }
    change.mutate(
      { kind, file },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: kind === 'picture' ? 'Profile picture updated' : 'Cover picture updated',
            message: kind === 'picture' ? CM_MSG.profilePictureUpdated : CM_MSG.coverPictureUpdated,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: "Couldn't update the picture",
            message:
              error instanceof ApiError && error.status < 500
                ? error.message
                : 'Profile Updation Error Caused',
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
                Change cover picture
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
            Pictures
          </Title>
          <Text size="sm" c="dimmed">
            JPEG, PNG or WebP, up to 5 MB.
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
              Change profile picture
            </Button>
          )}
        </FileButton>
      </Group>
    </Card>
  );
}
