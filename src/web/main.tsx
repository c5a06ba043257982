import './lib/zod-jitless';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The app starts in two tasks (decision 058): React DOM's own code, then the app's code and the
 * hydration. Evaluated at once, the ~125 KB of modules were one task long enough (20-50 ms, four
 * times that on a phone) to count as Lighthouse blocking time on every page. Both parts are
 * preloaded by index.html (scripts/vite-scripts-after-paint.ts), so the split costs no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(root));
