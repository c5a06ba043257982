import { useState } from 'react';
import { QrCode } from '../../../../components/qr-code';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useDisableMfa } from '../../api/disable-mfa';
import { useEnrolMfa } from '../../api/enrol-mfa';
import { useVerifyMfaCode } from '../../api/verify-mfa-code';
import { useAuth } from '../../auth-context';
import { currentPassword } from '../form-input';
import { MfaCodeForm } from '../mfa-code-form';
import { AccountSection } from './account-section';

const noop = () => undefined;

/** Two-factor sign-in: enrol with an authenticator app (a QR code, and the key as text), keep the recovery codes, or turn it off. */
export function MfaSection() {
  const { user } = useAuth();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');

  const start = useEnrolMfa(setSetup);
  const confirm = useVerifyMfaCode({
    success: () => 'Two-factor sign-in is on',
    failureTitle: 'Code not accepted',
    onSuccess: (recoveryCodes) => {
      setCodes(recoveryCodes ?? []);
      setSetup(null);
    },
  });
  const turnOff = useDisableMfa(() => setPassword(''));
  // The code forms wait for the answer (their button stays busy) and never see a rejection.
  const finish = (code: string) => confirm.mutateAsync(code).then(noop, noop);
  const off = (code: string) =>
    turnOff.mutateAsync({ code, current_password: password }).then(noop, noop);

  return (
    <AccountSection
      title="Two-factor sign-in"
      description="A 6-digit code from an authenticator app (RFC 6238 TOTP) after your password."
    >
      {codes && (
        <div role="status" className="mb-4 space-y-2 rounded-md border p-3">
          <p className="text-sm font-medium">
            Your recovery codes — keep them somewhere safe. Each works once; they are not shown
            again.
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      )}
      {user?.mfa_enabled ? (
        <div className="space-y-4">
          <p className="text-sm">
            Two-factor sign-in is on. To turn it off, enter your password and a current code.
          </p>
          <div className="space-y-2">
            <Label htmlFor="mfa-off-password">Password</Label>
            <Input
              id="mfa-off-password"
              {...currentPassword}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <MfaCodeForm label="Turn off two-factor sign-in" submitLabel="Turn off" onCode={off} />
        </div>
      ) : setup ? (
        <div className="space-y-4">
          <p className="text-sm">
            Scan this code with your authenticator app, or add the key to it by hand (or open the
            link on your phone), then enter the code it shows.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <QrCode
              text={setup.uri}
              label="QR code of the two-factor key, for an authenticator app"
              className="size-44 shrink-0 rounded-md"
            />
            <p
              className="min-w-0 flex-1 break-all rounded-md bg-muted p-2 font-mono text-sm"
              data-testid="totp-secret"
            >
              {setup.secret}
            </p>
          </div>
          <a className="text-sm text-primary underline-offset-4 hover:underline" href={setup.uri}>
            Open in authenticator app
          </a>
          <MfaCodeForm label="Confirm two-factor sign-in" submitLabel="Turn on" onCode={finish} />
        </div>
      ) : (
        <Button type="button" onClick={() => start.mutate()}>
          Set up two-factor sign-in
        </Button>
      )}
    </AccountSection>
  );
}
