import type { UserDto } from '@kinetic/domain';
import type { ClassUpdateInput, MediaDto, TimingInput } from '../api/contract';
import { createClass, updateClass } from '../api/managed-class';
import { uploadImages } from '../api/media';
import type { ImageItem } from './image-draft';
import { overlapSettings, sendWithOverlapQuestion } from './overlap';
import { CLASS_TEXT } from './texts';

export interface SaveOutcome {
  /** null: the user declined the overlap question; nothing was scheduled. */
  classId: number | null;
  /** The domain's success text (SPEC 8.5), in English: show it through domainText(). */
  message: string;
  /** How many pictures did not make it ('{n} of {m} image upload failed.'), or null. */
  imageWarning: { failed: number; total: number } | null;
  stored: { key: string; media: MediaDto }[];
}

/** Uploads the pending pictures one by one, so one bad file costs only itself. */
async function uploadPending(items: ImageItem[]) {
  const pending = items.filter((item) => item.file !== null);
  const stored: { key: string; media: MediaDto }[] = [];
  let failed = 0;
  for (const item of pending) {
    const { media, failed: lost } = await uploadImages([item.file as File]);
    if (media[0]) stored.push({ key: item.key, media: media[0] });
    failed += lost;
  }
  const mediaIds = items.flatMap((item) => {
    if (item.media) return [item.media.id];
    const uploaded = stored.find((entry) => entry.key === item.key);
    return uploaded ? [uploaded.media.id] : [];
  });
  return { stored, failed, total: pending.length, mediaIds };
}

/** Create: pictures first (their ids go with the class), then the class with its timings. */
export async function saveNewClass(
  user: UserDto,
  fields: (mediaIds: number[]) => ClassUpdateInput,
  timings: TimingInput[],
  images: ImageItem[],
): Promise<SaveOutcome> {
  const upload = await uploadPending(images);
  const result = await sendWithOverlapQuestion(user.id, (force) =>
    createClass({
      ...fields(upload.mediaIds),
      timings,
      force,
      skipPastTimeCheck: overlapSettings.allowPastTime() || undefined,
    }),
  );
  const imagesFailed = upload.failed > 0;
  return {
    classId: result?.classId ?? null,
    message: imagesFailed ? CLASS_TEXT.createdButImagesFailed : CLASS_TEXT.classAdded,
    imageWarning: imagesFailed ? { failed: upload.failed, total: upload.total } : null,
    stored: upload.stored,
  };
}

/** Edit: new pictures uploaded, then the class's fields with the full list of its pictures. */
export async function saveClassChanges(
  classId: number,
  fields: (mediaIds: number[]) => ClassUpdateInput,
  images: ImageItem[],
): Promise<SaveOutcome> {
  const upload = await uploadPending(images);
  await updateClass(classId, fields(upload.mediaIds));
  const imagesFailed = upload.failed > 0;
  return {
    classId,
    message: imagesFailed ? CLASS_TEXT.updatedButImagesFailed : CLASS_TEXT.classUpdated,
    imageWarning: imagesFailed ? { failed: upload.failed, total: upload.total } : null,
    stored: upload.stored,
  };
}
