import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { JobView, PrinterView } from '#core/production/production-schemas';
import { job, printer } from '../job-view-fixture';
import { JobActions } from './job-actions';

/** The labels of the buttons the actions draw, in order. */
function buttonsOf(j: JobView, printers: PrinterView[] = [printer('P1')], move = false): string[] {
  const html = renderToStaticMarkup(
    <JobActions
      job={j}
      printers={printers}
      titleId="t"
      act={() => undefined}
      pending={false}
      move={move ? { up: null, down: () => undefined } : undefined}
      downloadGcode={() => undefined}
    />,
  );
  return [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').trim(),
  );
}

describe('a job card’s actions', () => {
  it('leaves starting and finishing a print to a connected printer', () => {
    const octo = [{ ...printer('P1'), kind: 'octoprint' as const }];
    expect(buttonsOf(job('a', { state: 'assigned', printerId: 'P1' }), octo)).toEqual([
      'Assign',
      'Unassign',
      'Hold',
      'Cancel',
    ]);
    expect(buttonsOf(job('a', { state: 'printing', printerId: 'P1' }), octo)).toEqual(['Cancel']);
    // A start the printer did not take is the owner's to retry.
    expect(
      buttonsOf(job('a', { state: 'assigned', printerId: 'P1', flag: 'start_failed' }), octo),
    ).toContain('Retry start');
  });

  it('offers each state its own steps, and nothing once finished', () => {
    expect(buttonsOf(job('a'))).toEqual(['Assign', 'Hold', 'Cancel']);
    expect(buttonsOf(job('a', { state: 'assigned', printerId: 'P1' }))).toEqual([
      'Assign',
      'Start',
      'Unassign',
      'Hold',
      'Cancel',
    ]);
    expect(buttonsOf(job('a', { state: 'printing', printerId: 'P1' }))).toEqual([
      'Mark printed',
      'Cancel',
    ]);
    // A printed job may still be cancelled (its bed then waits to be cleared by hand).
    expect(buttonsOf(job('a', { state: 'printed', printerId: 'P1' }))).toEqual([
      'Good',
      'Bad',
      'Cancel',
    ]);
    expect(buttonsOf(job('a', { state: 'good' }))).toEqual([]);
    expect(buttonsOf(job('a', { state: 'cancelled' }))).toEqual([]);
  });

  it('stops a print whose cancel was requested instead of cancelling it again', () => {
    expect(
      buttonsOf(job('a', { state: 'printing', printerId: 'P1', flag: 'cancel_requested' })),
    ).toEqual(['Mark printed', 'Stop print']);
  });

  it('releases a held job and neither assigns nor holds it', () => {
    expect(buttonsOf(job('a', { held: true }), undefined, true)).toEqual([
      'Release',
      'Cancel',
      'Move up',
      'Move down',
    ]);
  });

  it('offers the G-code once sliced, and says why not before', () => {
    const assigned = { state: 'assigned' as const, printerId: 'P1' };
    expect(buttonsOf(job('a', { ...assigned, gcodeReady: true }))).toContain('Download G-code');
    const html = renderToStaticMarkup(
      <JobActions
        job={job('a', { ...assigned, gcodeStatus: 'off' })}
        printers={[printer('P1')]}
        titleId="t"
        act={() => undefined}
        pending={false}
        downloadGcode={() => undefined}
      />,
    );
    expect(html).toContain('G-code is not available: slicing is off.');
  });

  it('names why a printer cannot take the job in the select', () => {
    const html = renderToStaticMarkup(
      <JobActions
        job={job('a')}
        printers={[
          printer('Free'),
          printer('Busy', { currentJobId: 'other' }),
          printer('Dirty', { bedCleared: false }),
          printer('Blue', { colour: 'Blue' }),
          printer('Archived', { active: false }),
        ]}
        titleId="t"
        act={() => undefined}
        pending={false}
        downloadGcode={() => undefined}
      />,
    );
    const options = [...html.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((m) => m[1]);
    expect(options).toEqual([
      'Choose a printer…',
      'Free',
      'Busy (busy)',
      'Dirty (bed not cleared)',
      'Blue (loaded PLA Blue)',
    ]);
    // The first free printer is chosen already.
    expect(html).toMatch(/<option value="Free" selected="">/);
  });
});
