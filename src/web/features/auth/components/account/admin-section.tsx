import { Button } from '../../../../components/ui/button';
import { Switch } from '../../../../components/ui/switch';
import { Label } from '../../../../components/ui/label';
import { useDemoDataCount } from '../../api/count-demo-data';
import { useAdminSecurity } from '../../api/get-admin-security';
import { useRemoveDemoData } from '../../api/remove-demo-data';
import { useSetAdminSecurity } from '../../api/set-admin-security';
import { AccountSection } from './account-section';

/** The owner's switches: two-factor for every admin, and removing the demo data in one action. */
export function AdminSection() {
  const security = useAdminSecurity();
  const demo = useDemoDataCount();
  const setRequired = useSetAdminSecurity();
  const removeDemo = useRemoveDemoData();
  const confirmRemoveDemo = () => {
    if (window.confirm('Remove every demo product, category, shipping rate and discount code?'))
      removeDemo.mutate();
  };
  return (
    <AccountSection title="Shop security" description="Only admins see this.">
      <div className="flex items-center gap-3">
        <Switch
          id="require-admin-mfa"
          checked={security.data?.requireAdminMfa ?? false}
          onCheckedChange={(v) => setRequired.mutate(v)}
        />
        <Label htmlFor="require-admin-mfa">Require two-factor sign-in for admins</Label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={!demo.data?.rows}
          onClick={confirmRemoveDemo}
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
