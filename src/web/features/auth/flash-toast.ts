import { toast } from '../../lib/lazy-sonner';

const FLASH_KEY = 'layerworks.flash-toast';
type Flash = { title: string; description?: string };

/** A toast that survives the page load that follows it (SPEC: sign-in reloads the home page). */
export function setFlashToast(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // No session storage: the toast is simply not shown after the reload.
  }
}

export function showFlashToast(): void {
  let flash: Flash | null = null;
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    flash = raw ? (JSON.parse(raw) as Flash) : null;
  } catch {
    return;
  }
  if (flash && typeof flash.title === 'string')
    toast.success(flash.title, { description: flash.description });
}
