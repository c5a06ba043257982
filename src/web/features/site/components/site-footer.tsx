import { storeName } from '../../../lib/site-config';
import { SiteLink } from '../../../components/site-link';
import { StaticIsland } from '../../../components/static-island';
import { ThemeSelect } from '../../theme/theme-select';
import { BusinessHours } from './business-hours';
import { ExternalStoreLink } from './external-store-link';
import { LogoMark } from './logo';
import { navLinks } from './nav-links';
import { POLICY_KINDS, POLICY_TITLES, policyPath } from '#core/settings/policy-pages';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {/* Everything but the theme select. */}
        <StaticIsland name="footer-about">
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-lg font-bold">
              <LogoMark className="size-7" /> {storeName()}
            </p>
            <p className="text-sm text-muted-foreground">
              Custom 3D printing and printed products, made to order in our studio, layer by layer.
            </p>
          </div>
          <nav aria-label="Footer">
            <h2 className="mb-3 text-sm font-semibold">Explore</h2>
            <ul className="grid gap-2 text-sm text-muted-foreground">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="hover:text-foreground hover:underline">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
              <li>
                <ExternalStoreLink className="inline-flex items-center gap-1 hover:text-foreground hover:underline [&_svg]:size-3.5">
                  Shop
                </ExternalStoreLink>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className="mb-3 text-sm font-semibold">Studio hours</h2>
            <BusinessHours className="text-sm text-muted-foreground" />
          </div>
        </StaticIsland>
        <ThemeSelect />
      </div>
      <StaticIsland name="footer-note">
        <div className="border-t px-4 py-6 text-center text-sm text-muted-foreground">
          {/* The policies every shop publishes (decision 173), on every page. */}
          <nav aria-label="Policies">
            <ul className="mb-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
              {POLICY_KINDS.map((kind) => (
                <li key={kind}>
                  <SiteLink to={policyPath(kind)} className="hover:text-foreground hover:underline">
                    {POLICY_TITLES[kind]}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {new Date().getFullYear()} {storeName()}. Printed with care.
          </p>
        </div>
      </StaticIsland>
    </footer>
  );
}
