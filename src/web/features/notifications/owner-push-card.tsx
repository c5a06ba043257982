import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toastError } from '../../lib/use-api-mutation';
import { useDeletePushSubscription } from './api/delete-push-subscription';
import { usePushStatus } from './api/read-push-status';
import { useSavePushSubscription } from './api/save-push-subscription';

/** The owner's push worker (src/web/public/owner-push-sw.js) only ever controls admin pages. */
const WORKER = '/owner-push-sw.js';
const SCOPE = '/admin/';

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Pushes to this device (decision 176): a new order, quote request or message shows as a
 * notification, even with the admin closed. Turning it on asks the browser's permission.
 */
export function OwnerPushCard() {
  const status = usePushStatus();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();
  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription().then(
      (subscription) => live && setSubscribed(subscription !== null),
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  const turnOn = async (publicKey: string) => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        toastError('Notifications are blocked for this site in the browser settings');
        return;
      }
      const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = subscription.toJSON();
      await save.mutateAsync({
        endpoint: json.endpoint ?? subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      setSubscribed(true);
    } catch {
      toastError('This browser could not subscribe to pushes');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setSubscribed(false);
    } catch {
      // The failure toast came from the request.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pushes to this device</CardTitle>
        <CardDescription>
          A notification for each new order, quote request and message, even with the admin closed.{' '}
          {status.data && `${status.data.devices} of your devices get them.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!supported && (
          <p className="text-sm text-muted-foreground">
            This browser cannot receive pushes (on an iPhone, add the shop to the home screen
            first).
          </p>
        )}
        {supported && (status.isPending || subscribed === null) && <p role="status">Loading…</p>}
        {supported && status.data && subscribed !== null && (
          <Button
            type="button"
            variant={subscribed ? 'outline' : 'default'}
            disabled={busy}
            onClick={() => void (subscribed ? turnOff() : turnOn(status.data.publicKey))}
          >
            {subscribed ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
            {subscribed ? 'Turn pushes off' : 'Turn pushes on'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
