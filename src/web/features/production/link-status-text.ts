import type { LinkStatus } from '#core/production/printer-links/link-status';
import { formatDuration } from '../../lib/admin/format';

const degrees = (now: number | null, target: number | null): string | null => {
  if (now === null) return null;
  return target === null ? `${Math.round(now)} °C` : `${Math.round(now)}/${Math.round(target)} °C`;
};

/** "Nozzle 214/215 °C · Bed 60/60 °C" (now/target), or null when the printer says neither. */
export function temperaturesText(status: LinkStatus): string | null {
  const nozzle = degrees(status.toolC, status.toolTargetC);
  const bed = degrees(status.bedC, status.bedTargetC);
  const parts = [nozzle && `Nozzle ${nozzle}`, bed && `Bed ${bed}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "42 % · 12 min left", or what of it the printer says. */
export function progressText(status: LinkStatus): string | null {
  const parts = [
    status.progress !== null && `${Math.floor(status.progress * 100)} %`,
    status.secondsLeft !== null && `${formatDuration(status.secondsLeft)} left`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
