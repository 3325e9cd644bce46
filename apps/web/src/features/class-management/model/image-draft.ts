import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@kinetic/domain';
import { useEffect, useRef, useState } from 'react';
import type { MediaDto } from '../api/contract';

/** An image of the class: stored already (media) or chosen and waiting for Save (file). */
export interface ImageItem {
  key: string;
  media: MediaDto | null;
  file: File | null;
  preview: string;
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Whether the browser can decode the picture (where it can tell: createImageBitmap is not everywhere). */
async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a chosen file cannot be sent (the server checks again), or null: a key of the images texts. Its
 * name and type are only a claim: its first bytes must be a JPEG, PNG or WebP and the picture must decode,
 * or a text file renamed .png would show a broken preview and fail only at Save.
 */
export async function imageProblem(file: File): Promise<'wrongType' | 'tooLarge' | null> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  if (imageTypeOf(head) === null || !(await decodes(file))) return 'wrongType';
  return null;
}

let seed = 0;
const key = () => {
  seed += 1;
  return `image-${seed}`;
};

/** The editor's image list: previews come from object URLs, revoked when no longer shown. */
export function useImageDraft(initial: MediaDto[]) {
  const [items, setItems] = useState<ImageItem[]>(() =>
    initial.map((media) => ({
      key: key(),
      media,
      file: null,
      preview: media.mediaThumbNailUrl ?? media.mediaUrl,
    })),
  );
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
    };
  }, []);
  const previewOf = (file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  };

  return {
    items,
    addFiles: (files: File[]) =>
      setItems((current) => [
        ...current,
        ...files.map((file) => ({ key: key(), media: null, file, preview: previewOf(file) })),
      ]),
    replaceWith: (target: ImageItem, next: { file: File | null; media: MediaDto | null }) =>
      setItems((current) =>
        current.map((item) =>
          item.key === target.key
            ? {
                ...item,
                ...next,
                preview: next.file
                  ? previewOf(next.file)
                  : (next.media?.mediaThumbNailUrl ?? next.media?.mediaUrl ?? ''),
              }
            : item,
        ),
      ),
    remove: (target: ImageItem) => setItems((current) => current.filter((item) => item.key !== target.key)),
    /** After Save uploaded the pending files, they become stored media. */
    markStored: (stored: { key: string; media: MediaDto }[]) =>
      setItems((current) =>
        current.map((item) => {
          const match = stored.find((entry) => entry.key === item.key);
          return match ? { ...item, media: match.media, file: null } : item;
        }),
      ),
  };
}
export type ImageDraft = ReturnType<typeof useImageDraft>;
