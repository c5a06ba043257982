// The inline script's entry (scripts/vite-early-input.ts bundles it); see capture-early-input.ts.
import { captureEarlyInput } from './capture-early-input';

captureEarlyInput(document, window);
