import {
  CLASS_MERGES_ELEMENT_ID,
  droppedClasses,
  hashClassList,
  withoutClasses,
  type ClassMerges,
} from '#core/site/class-merges';

/** The server's renders are bounded by the app's own class lists; this only guards the memory. */
const MAX_RECORDED = 2_000;

/** undefined: not read yet; null: the page carries none (the server's own renders, dev). */
let sent: ClassMerges | null | undefined;
const recorded: ClassMerges = {};
let recordedCount = 0;

/** The table the server sent with this page (decision 146). */
function sentTable(): ClassMerges | null {
  if (sent !== undefined) return sent;
  sent = null;
  const text =
    typeof document === 'undefined'
      ? null
      : document.getElementById(CLASS_MERGES_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      sent = JSON.parse(text) as ClassMerges;
    } catch {
      // A page without a usable table merges every list itself, as before.
    }
  }
  return sent;
}

/** The merged list the server sent for `joined`, if it sent one. */
export function knownMerge(joined: string): string | undefined {
  const dropped = sentTable()?.[hashClassList(joined)];
  return dropped ? withoutClasses(joined, dropped) : undefined;
}

/** On the server: keeps what tailwind-merge made of `joined`, for the pages it renders. */
export function recordMerge(joined: string, merged: string): void {
  if (typeof document !== 'undefined' || recordedCount >= MAX_RECORDED) return;
  const hash = hashClassList(joined);
  if (recorded[hash]) return;
  // null: not "the list minus some classes"; the browser merges such a list itself.
  const dropped = droppedClasses(joined, merged);
  if (!dropped) return;
  recorded[hash] = dropped;
  recordedCount += 1;
}

/** Everything this server process has recorded, as the JSON a page carries. */
export function recordedClassMerges(): string {
  return JSON.stringify(recorded);
}
