import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  backupFileSchema,
  backupOverviewSchema,
  backupScheduleSchema,
  type BackupFile,
  type BackupSchedule,
} from '#core/backups/backup-schedule';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { formatDate } from '../format';
import { useAdminMutation } from '../api/use-admin-mutation';
import { toastError, useAdminQuery } from '../api/use-admin-query';
import { FormField } from './form-field';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(bytes < 1_048_576 ? 2 : 1)} MB`;

async function download(file: BackupFile): Promise<void> {
  const url = URL.createObjectURL(await apiDownload(`/api/admin/backups/${file.name}`));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Settings → Backups: the schedule (UTC time, how many to keep), "Back up now", and the files to download. */
export function BackupsCard() {
  const query = useAdminQuery(
    ['backups'],
    '/api/admin/backups',
    backupOverviewSchema,
    'Failed to fetch backups',
  );
  const form = useForm<BackupSchedule>({ resolver: zodResolver(backupScheduleSchema) });
  useEffect(() => {
    if (query.data) form.reset(query.data.schedule);
  }, [query.data, form]);
  const saveSchedule = useAdminMutation(
    (schedule: BackupSchedule) =>
      apiFetch('/api/admin/backups/schedule', backupScheduleSchema, {
        method: 'PUT',
        body: schedule,
      }),
    {
      success: () => 'Backup schedule saved',
      failure: 'Failed to save the backup schedule. Please try again.',
    },
  );
  const backUpNow = useAdminMutation(
    () => apiFetch('/api/admin/backups', backupFileSchema, { method: 'POST' }),
    {
      success: (_v, file) => `Backup written: ${file.name}`,
      failure: 'Failed to write a backup. Please try again.',
      preferServerMessage: true,
    },
  );
  const e = form.formState.errors;
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>
          Written while the shop keeps running. Restore one with{' '}
          <code>npm run db:restore -- &lt;file&gt;</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
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
              <FormField label="Time of day (UTC)" error={e.timeOfDay?.message}>
                <Input type="time" {...form.register('timeOfDay')} />
              </FormField>
              <FormField label="Backups to keep" error={e.keep?.message}>
                <Input
                  type="number"
                  min={1}
                  max={365}
                  {...form.register('keep', { valueAsNumber: true })}
                />
              </FormField>
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
                        download(file).catch(() => toastError('Failed to download the backup.'))
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
      </CardContent>
    </Card>
  );
}
