import { IMAGE_MAX_BYTES, KATALOG_MSG } from '@emas/contract/api/katalog';
import sharp from 'sharp';
import { badRequest } from '../errors.ts';

export type ImageType = 'jpeg' | 'png';

/** The type told by the file's first bytes (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A), never its name. */
export function sniffImageType(buf: Uint8Array): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length >= png.length && png.every((b, i) => buf[i] === b)) return 'png';
  return null;
}

export type ResizeTarget = { width: number; height: number; quality: number };

/**
 * Checks an upload and turns it into the stored image: jpg or png by content (magic bytes, then sharp
 * must decode it as the same format), at most IMAGE_MAX_BYTES, resized to exactly the target size
 * (the whole picture kept, centred on white) as JPEG at the target quality.
 */
export async function prepareImage(input: Buffer, target: ResizeTarget): Promise<Buffer> {
  if (input.length === 0) throw badRequest(KATALOG_MSG.imageNoFile);
  if (input.length > IMAGE_MAX_BYTES) throw badRequest(KATALOG_MSG.imageTooLarge);
  const sniffed = sniffImageType(input);
  if (!sniffed) throw badRequest(KATALOG_MSG.imageNotImage);
  let format: string | undefined;
  try {
    // limitInputPixels guards against decompression bombs (a tiny file that decodes to gigapixels).
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw badRequest(KATALOG_MSG.imageUnreadable);
  }
  if (format !== sniffed) throw badRequest(KATALOG_MSG.imageNotImage);
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate() // honour the EXIF orientation of phone photos
      .resize(target.width, target.height, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: target.quality, mozjpeg: false })
      .toBuffer();
  } catch {
    throw badRequest(KATALOG_MSG.imageUnreadable);
  }
}

/** A smaller copy of a stored image for lists and thumbnails (never larger than the original). */
export async function resizeToWidth(stored: Buffer, width: number, quality = 70): Promise<Buffer> {
  return sharp(stored).resize({ width, withoutEnlargement: true }).jpeg({ quality }).toBuffer();
}
