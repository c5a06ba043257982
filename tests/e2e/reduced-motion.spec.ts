import { expect, test } from '../support/e2e-test';

/**
 * With "reduce motion" set, the app's CSS shortens every animation to 1 ms (styles.css). A looping
 * one must also stop after one turn: at 1 ms a turn, a skeleton's pulse or a spinner's rotation
 * showed a different frame at each paint, a flicker worse than the motion it replaced.
 */
test('with reduced motion, the looping skeleton pulse and spinner run once and stop', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const timings = await page.evaluate(async () => {
    const out: Record<string, { iterations: number; finished: boolean }> = {};
    for (const name of ['animate-pulse', 'animate-spin']) {
      const el = document.createElement('div');
      el.className = name;
      document.body.append(el);
      const animation = el.getAnimations()[0];
      if (!animation) continue;
      // A 1 ms animation that runs once ends at the next frames, however busy the machine; a
      // looping one never does (its `finished` never settles).
      const finished = await Promise.race([
        animation.finished.then(() => true),
        new Promise<boolean>((done) => setTimeout(() => done(false), 5_000)),
      ]);
      out[name] = {
        iterations: Number(animation.effect?.getComputedTiming().iterations),
        finished,
      };
    }
    return out;
  });
  expect(timings).toEqual({
    'animate-pulse': { iterations: 1, finished: true },
    'animate-spin': { iterations: 1, finished: true },
  });

  // Without the preference the same classes loop, as designed.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const looping = await page.evaluate(() => {
    const el = document.createElement('div');
    el.className = 'animate-spin';
    document.body.append(el);
    return Number(el.getAnimations()[0]?.effect?.getComputedTiming().iterations);
  });
  expect(looping).toBe(Infinity);
});
