import { describe, expect, it } from 'vitest';
import {
  backupName,
  backupScheduleSchema,
  backupsToPrune,
  backupTime,
  BACKUP_NAME,
  isBackupDue,
  lastSlot,
  nextSlot,
} from './backup-schedule';

const schedule = { enabled: true, timeOfDay: '03:30', keep: 3 };

describe('backup schedule', () => {
  it('names a backup by its UTC time and reads the time back', () => {
    const at = new Date('2026-11-23T03:30:07.123Z');
    const name = backupName(at);
    expect(name).toBe('shop-2026-11-23T03-30-07Z.dump.gz');
    expect(BACKUP_NAME.test(name)).toBe(true);
    expect(backupTime(name)?.toISOString()).toBe('2026-11-23T03:30:07.000Z');
    expect(backupTime('../etc/passwd')).toBeNull();
    expect(BACKUP_NAME.test('shop-2026-11-23T03-30-07Z.dump.gz/../x')).toBe(false);
  });

  it('finds the last and next slot around now', () => {
    expect(lastSlot(schedule, new Date('2026-11-23T04:00:00Z')).toISOString()).toBe(
      '2026-11-23T03:30:00.000Z',
    );
    expect(lastSlot(schedule, new Date('2026-11-23T03:00:00Z')).toISOString()).toBe(
      '2026-11-22T03:30:00.000Z',
    );
    expect(nextSlot(schedule, new Date('2026-11-23T04:00:00Z')).toISOString()).toBe(
      '2026-11-24T03:30:00.000Z',
    );
  });

  it('is due when nothing was written since the last slot, never when switched off', () => {
    const now = new Date('2026-11-23T04:00:00Z');
    expect(isBackupDue(schedule, [], now)).toBe(true);
    expect(isBackupDue(schedule, ['shop-2026-11-23T03-29-59Z.dump.gz'], now)).toBe(true);
    expect(isBackupDue(schedule, ['shop-2026-11-23T03-30-01Z.dump.gz'], now)).toBe(false);
    expect(isBackupDue({ ...schedule, enabled: false }, [], now)).toBe(false);
  });

  it('prunes the oldest beyond the number to keep, and nothing that is not a backup', () => {
    const names = [
      'shop-2026-11-20T03-30-00Z.dump.gz',
      'shop-2026-11-23T03-30-00Z.dump.gz',
      'notes.txt',
      'shop-2026-11-21T03-30-00Z.dump.gz',
      'shop-2026-11-22T03-30-00Z.dump.gz',
    ];
    expect(backupsToPrune(names, 3)).toEqual(['shop-2026-11-20T03-30-00Z.dump.gz']);
    expect(backupsToPrune(names, 10)).toEqual([]);
  });

  it('accepts only a sane schedule', () => {
    expect(backupScheduleSchema.safeParse(schedule).success).toBe(true);
    expect(backupScheduleSchema.safeParse({ ...schedule, timeOfDay: '24:00' }).success).toBe(false);
    expect(backupScheduleSchema.safeParse({ ...schedule, keep: 0 }).success).toBe(false);
  });
});
