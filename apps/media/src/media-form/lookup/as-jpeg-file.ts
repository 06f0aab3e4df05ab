/**
 * A cover image as the .jpg file the cover upload takes (spec: covers are .jpg; the server checks
 * the content is JPEG). Most services send JPEG, kept as it is; a PNG, WebP or GIF is drawn on a
 * canvas and encoded as JPEG. Throws where the browser cannot decode or encode it.
 */
export async function asJpegFile(image: Blob, name = 'cover.jpg'): Promise<File> {
  if (image.type === 'image/jpeg') return new File([image], name, { type: 'image/jpeg' });
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot convert the cover to JPEG');
  // JPEG has no transparency: a transparent PNG gets a white page behind it, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!jpeg) throw new Error('This browser cannot convert the cover to JPEG');
  return new File([jpeg], name, { type: 'image/jpeg' });
}
