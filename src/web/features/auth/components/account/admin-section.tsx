import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/lazy-sonner';
import { Button } from '../../../../components/ui/button';
import { Switch } from '../../../../components/ui/switch';
import { Label } from '../../../../components/ui/label';
import { useDemoDataCount } from '../../api/count-demo-data';
import { useAdminSecurity } from '../../api/get-admin-security';
import { accountApi } from '../../auth-api';
import { AccountSection } from './account-section';
import { attempt } from './attempt';

/** The owner's switches: two-factor for every admin, and removing the demo data in one action. */
export function AdminSection() {
  const queryClient = useQueryClient();
  const security = useAdminSecurity();
  const demo = useDemoDataCount();
  const setRequired = (value: boolean) =>
    attempt('Not changed', async () => {
      await accountApi.setAdminSecurity(value);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'security'] });
    });
  const removeDemo = async () => {
    if (!window.confirm('Remove every demo product, category, shipping rate and discount code?'))
      return;
    const removed = await attempt('Demo data not removed', async () => {
      await accountApi.removeDemoData();
      await queryClient.invalidateQueries();
    });
    if (removed) toast.success('Demo data removed');
  };
  return (
    <AccountSection title="Shop security" description="Only admins see this.">
      <div className="flex items-center gap-3">
        <Switch
          id="require-admin-mfa"
          checked={security.data?.requireAdminMfa ?? false}
          onCheckedChange={(v) => void setRequired(v)}
        />
        <Label htmlFor="require-admin-mfa">Require two-factor sign-in for admins</Label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={!demo.data?.rows}
          onClick={() => void removeDemo()}
        >
          Remove demo data
        </Button>
        <span className="text-sm text-muted-foreground">
          {demo.data?.rows ? `${demo.data.rows} demo rows` : 'No demo data left'}
        </span>
      </div>
    </AccountSection>
  );
}
