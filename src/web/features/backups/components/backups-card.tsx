import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { backupScheduleSchema, type BackupSchedule } from '#core/backups/backup-schedule';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/titled-card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/admin/format';
import { toastError } from '../../../lib/use-api-mutation';
import { useCreateBackup } from '../api/create-backup';
import { downloadBackup } from '../api/download-backup';
import { useBackups } from '../api/get-backups';
import { useSaveBackupSchedule } from '../api/save-backup-schedule';
import { TextField } from '../../../components/admin/text-field';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(bytes < 1_048_576 ? 2 : 1)} MB`;

/** Settings → Backups: the schedule (UTC time, how many to keep), "Back up now", and the files to download. */
export function BackupsCard() {
  const query = useBackups();
  const form = useForm<BackupSchedule>({ resolver: zodResolver(backupScheduleSchema) });
  useEffect(() => {
    if (query.data) form.reset(query.data.schedule);
  }, [query.data, form]);
  const saveSchedule = useSaveBackupSchedule();
  const backUpNow = useCreateBackup();
  return (
    <TitledCard
      className="max-w-3xl"
      title="Backups"
      description={
        <>
          Written while the shop keeps running. Restore one with{' '}
          <code>npm run db:restore -- &lt;file&gt;</code>.
        </>
      }
      contentClassName="grid gap-6"
    >
      {query.isPending && <p role="status">Loading…</p>}
      {query.data && (
        <>
          <form
            onSubmit={form.handleSubmit((values) => saveSchedule.mutate(values))}
            noValidate
            className="grid gap-4 sm:grid-cols-3"
          >
            <div className="flex items-center gap-3 self-end pb-2">
              <Controller
                control={form.control}
                name="enabled"
                render={({ field }) => (
                  <Switch
                    id="backup-enabled"
                    checked={Boolean(field.value)}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              <Label htmlFor="backup-enabled">Daily backup</Label>
            </div>
            <TextField form={form} name="timeOfDay" label="Time of day (UTC)" type="time" />
            <TextField
              form={form}
              name="keep"
              label="Backups to keep"
              type="number"
              min={1}
              max={365}
              options={{ valueAsNumber: true }}
            />
            <div className="flex flex-wrap gap-2 sm:col-span-3">
              <Button type="submit" disabled={saveSchedule.isPending}>
                Save schedule
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={backUpNow.isPending || query.data.running}
                onClick={() => backUpNow.mutate(undefined)}
              >
                {backUpNow.isPending || query.data.running ? 'Backing up…' : 'Back up now'}
              </Button>
            </div>
          </form>
          {query.data.nextAt && (
            <p className="text-sm text-muted-foreground">
              Next scheduled backup: {formatDate(query.data.nextAt, true)}
            </p>
          )}
          {query.data.backups.length === 0 ? (
            <p className="text-sm text-muted-foreground">No backups yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Backups">
              {query.data.backups.map((file) => (
                <li
                  key={file.name}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <span>
                    {formatDate(file.createdAt, true)} · {megabytes(file.size)}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      downloadBackup(file).catch(() => toastError('Failed to download the backup.'))
                    }
                  >
                    Download
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </TitledCard>
  );
}
