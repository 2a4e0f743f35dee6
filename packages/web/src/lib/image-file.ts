import { IMAGE_MAX_BYTES, KATALOG_MSG } from '@emas/contract/api/katalog';

/** Client-side checks of a picked image file (jpg or png, at most 5 MB); the server checks the content again. */
export function checkImageFile(file: File): string | null {
  if (!/^image\/(jpeg|png)$/.test(file.type) && !/\.(jpe?g|png)$/i.test(file.name))
    return KATALOG_MSG.imageNotImage;
  if (file.size > IMAGE_MAX_BYTES) return KATALOG_MSG.imageTooLarge;
  return null;
}
