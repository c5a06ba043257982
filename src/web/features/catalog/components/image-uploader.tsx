import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useUploadProductImage } from '../api/upload-product-image';

/** Uploads pictures one by one (the server resizes them to WebP) and keeps their paths in order. */
export function ImageUploader({
  value,
  onChange,
}: {
  value: string[];
  onChange(images: string[]): void;
}) {
  const inputId = useId();
  const { upload, uploading } = useUploadProductImage();
  // One after another, so the paths stay in the order the files were chosen.
  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    let images = value;
    for (const file of Array.from(files)) {
      // A failed file is toasted by the upload and skipped; the next one still goes up.
      const path = await upload.mutateAsync(file).catch(() => null);
      if (path === null) continue;
      images = [...images, path];
      onChange(images);
    }
  };
  return (
    <div className="grid gap-3">
      <ul className="flex flex-wrap gap-3" aria-label="Product images">
        {value.map((src, index) => (
          <li key={src} className="relative">
            <img
              src={src}
              alt={index === 0 ? 'Main image' : `Image ${index + 1}`}
              className="size-24 rounded-md border object-cover"
            />
            <Button
              type="button"
              variant="destructive"
              size="icon"
              className="absolute -top-2 -right-2 size-6 rounded-full"
              aria-label={`Remove image ${index + 1}`}
              onClick={() => onChange(value.filter((v) => v !== src))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-dashed px-4 py-2 text-sm hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {uploading ? 'Uploading…' : 'Upload images'}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            multiple
            className="sr-only"
            onChange={(event) => {
              void onFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <p className="mt-1 text-xs text-muted-foreground">
          JPEG, PNG, WebP, AVIF or GIF up to 10 MB; resized for the web. The first image is the main
          one.
        </p>
      </div>
    </div>
  );
}
